import { useState } from 'react';
import {
  RESOURCE_TITLE_REQUIRED,
  TEACHER_RESOURCE_CHOICES,
  fileKindProblem,
  resourceCreateSchema,
  resourceUploadFieldsSchema,
  type Resource,
  type TeacherEvaluation,
  evaluationName,
  uploadKindsFor,
} from '@inpro/shared-contracts';
import { Button, ProgressBar, SelectField, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { evaluationBody, useEvaluations, useUpdateEvaluation } from '../../evaluations';
import { fileProblem, uploadHint } from '../fileCheck';
import { useCreateResource } from '../hooks/useResourceMutations';
import { useUploadLimits } from '../hooks/useUploadLimits';
import styles from './Materials.module.css';

const RESOURCE_ADDED = 'Recurso añadido ✅';
const RESOURCE_ADD_ERROR = 'Error al añadir recurso';
/** "Máximo 20 MB. Formatos: PDF." for the chosen type's kinds. */
function kindHint(kinds: readonly string[], limits: Parameters<typeof uploadHint>[0]): string {
  return limits ? `Máximo ${limits.maxLabel}. Formatos: ${kinds.map((k) => k.toUpperCase()).join(', ')}.` : 'Opcional.';
}

const EXAM_LINK_ERROR = 'El recurso se añadió, pero no se pudo vincular la evaluación.';

export interface ResourceAdderProps {
  courseId: number;
  unitId: number;
  unitTitle: string;
  /**
   * 'any': the teacher adder of the manage screen (PDF / Video / Enlace / Examen; a URL, or a
   * file of the chosen type's kind where it takes one);
   * 'file': an upload (a file is required, its type comes from its content).
   */
  mode?: 'any' | 'file';
}

/**
 * The resource adder (seed 001 sections 2 and 5): type, title, URL (hidden for Examen), optional
 * file with an upload progress bar, '+ Añadir'. Disabled without a title, or without a file and a
 * URL unless the type is Examen; a file wins over a URL; an Examen may be linked to an evaluation
 * of the course. Each type takes only its kind of file (PDF a .pdf, Examen its paper); a Video or
 * an Enlace is a URL, so they offer no file chooser.
 */
export function ResourceAdder({ courseId, unitId, unitTitle, mode = 'any' }: ResourceAdderProps) {
  const toast = useToast();
  const limits = useUploadLimits();
  const create = useCreateResource(courseId, unitId);
  const link = useUpdateEvaluation();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [touched, setTouched] = useState(false);
  // Checked only: what is sent is built from the values (a link as JSON, a file as multipart).
  const form = useZodForm<{ type: string; title: string; url: string; evaluationId: string }, unknown>({
    // The server's rules: a link needs an http(s) URL unless it is an exam; an upload only a title.
    schema: file ? resourceUploadFieldsSchema : resourceCreateSchema,
    defaultValues: { type: 'pdf', title: '', url: '', evaluationId: '' },
    failure: RESOURCE_ADD_ERROR,
    onSubmit: async () => {
      const { type, title, url, evaluationId } = form.values;
      const exam = type === 'exam';
      let resource: Resource;
      try {
        resource = await create.mutateAsync({ type: mode === 'file' ? '' : type, title, url: exam ? undefined : url, file });
      } catch (err) {
        toast.error(RESOURCE_ADD_ERROR);
        throw err;
      }
      if (exam && evaluationId) await linkExam(resource, evaluationId);
      form.reset({ type, title: '', url: '', evaluationId: '' });
      setFile(null);
      setFileKey((k) => k + 1);
      setTouched(false);
      toast.success(RESOURCE_ADDED);
    },
  });
  const { title, url } = form.values;
  const isExam = form.values.type === 'exam';
  // The upload screen sends no type (the content decides); the adder its chosen type's kinds only.
  const sentType = mode === 'file' ? '' : form.values.type;
  const kinds = uploadKindsFor(sentType);
  const takesFile = kinds.length > 0;
  const upload = takesFile ? file : null;
  const typeField = form.field('type');
  const onTypeChange: typeof typeField.onChange = (e) => {
    // A Video or an Enlace is a URL: a file chosen for another type is dropped with its chooser.
    if (!uploadKindsFor(e.target.value).length) {
      setFile(null);
      setFileKey((k) => k + 1);
    }
    typeField.onChange(e);
  };
  const evaluations = useEvaluations(courseId, mode === 'any' && isExam);

  const titleMissing = !title.trim();
  const fileError = upload ? (fileKindProblem(sentType, upload.name) ?? fileProblem(upload, limits.data)) : null;
  const canSubmit = !titleMissing && !fileError && (mode === 'file' ? !!upload : !!upload || isExam || !!url.trim());
  const accept = mode === 'file' ? limits.data?.accept : kinds.map((k) => `.${k}`).join(',');

  const linkExam = async (resource: Resource, evaluationId: string) => {
    const evaluation = (evaluations.data ?? []).find((e) => String(e.id) === evaluationId);
    if (!evaluation) return;
    try {
      await link.mutateAsync({ id: evaluation.id, body: evaluationBody(evaluation, { resourceId: resource.id }) });
    } catch {
      toast.error(EXAM_LINK_ERROR);
    }
  };

  const evaluationOptions = (evaluations.data ?? []).map((ev: TeacherEvaluation) => ({
    value: String(ev.id),
    label: `${evaluationName(ev.type, ev.title)}${ev.resourceId ? ' (ya vinculada)' : ''}`,
  }));

  return (
    <form className={styles.adder} onSubmit={form.submit} noValidate aria-label={`Añadir recurso a ${unitTitle}`}>
      <div className={styles.adderFields}>
        {mode === 'any' ? (
          <SelectField
            label="Tipo"
            {...typeField}
            onChange={onTypeChange}
            options={TEACHER_RESOURCE_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          />
        ) : null}
        <TextField
          label="Título del recurso"
          {...form.field('title')}
          onBlur={() => setTouched(true)}
          error={touched && titleMissing ? RESOURCE_TITLE_REQUIRED : (form.errors.title ?? form.errors.name)}
          maxLength={200}
        />
        {mode === 'any' && !isExam ? (
          <TextField
            label="URL"
            type="url"
            placeholder="https://"
            {...form.field('url')}
            hint={upload ? 'Se usará el archivo elegido.' : form.values.type === 'iframe' ? 'Enlace de YouTube o Vimeo.' : undefined}
          />
        ) : null}
        {mode === 'any' && isExam ? (
          <SelectField
            label="Evaluación vinculada"
            {...form.field('evaluationId')}
            placeholder={evaluations.isPending ? 'Cargando evaluaciones…' : 'Sin vincular'}
            options={evaluationOptions}
            hint={evaluations.data && !evaluations.data.length ? 'Este curso aún no tiene evaluaciones.' : undefined}
          />
        ) : null}
        {takesFile ? (
          <TextField
            key={fileKey}
            label={mode === 'file' ? 'Archivo' : 'Archivo (opcional)'}
            name="file"
            type="file"
            accept={accept}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            hint={mode === 'file' ? uploadHint(limits.data) : kindHint(kinds, limits.data)}
            error={fileError ?? undefined}
          />
        ) : null}
      </div>
      {create.progress !== null ? <ProgressBar label="Subiendo archivo" value={create.progress} /> : null}
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          size="sm"
          disabled={!canSubmit}
          loading={form.busy}
          loadingText={mode === 'file' ? 'Subiendo…' : 'Añadiendo…'}
        >
          {mode === 'file' ? 'Subir archivo' : '+ Añadir'}
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import {
  RESOURCE_TITLE_REQUIRED,
  TEACHER_RESOURCE_CHOICES,
  resourceCreateSchema,
  type Resource,
  type TeacherEvaluation,
  evaluationName,
} from '@inpro/shared-contracts';
import { Button, ProgressBar, SelectField, TextField, useToast, loadError } from '@inpro/ui';
import { evaluationBody, useEvaluations, useUpdateEvaluation } from '../../evaluations';
import { fileProblem, uploadHint } from '../fileCheck';
import { useCreateResource } from '../hooks/useResourceMutations';
import { useUploadLimits } from '../hooks/useUploadLimits';
import styles from './Materials.module.css';

export const RESOURCE_ADDED = 'Recurso añadido ✅';
export const RESOURCE_ADD_ERROR = 'Error al añadir recurso';
export const EXAM_LINK_ERROR = 'El recurso se añadió, pero no se pudo vincular la evaluación.';

export interface ResourceAdderProps {
  courseId: number;
  unitId: number;
  unitTitle: string;
  /**
   * 'any': the teacher adder of the manage screen (PDF / Enlace / Examen, URL or file);
   * 'file': an upload (a file is required, its type comes from its content).
   */
  mode?: 'any' | 'file';
}

/**
 * The resource adder (seed 001 sections 2 and 5): type, title, URL (hidden for Examen), optional
 * file with an upload progress bar, '+ Añadir'. Disabled without a title, or without a file and a
 * URL unless the type is Examen; a file wins over a URL; an Examen may be linked to an evaluation
 * of the course.
 */
export function ResourceAdder({ courseId, unitId, unitTitle, mode = 'any' }: ResourceAdderProps) {
  const toast = useToast();
  const limits = useUploadLimits();
  const create = useCreateResource(courseId, unitId);
  const link = useUpdateEvaluation();
  const [type, setType] = useState<string>('pdf');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [evaluationId, setEvaluationId] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isExam = type === 'exam';
  const evaluations = useEvaluations(courseId, mode === 'any' && isExam);

  const titleMissing = !title.trim();
  const fileError = file ? fileProblem(file, limits.data) : null;
  const canSubmit = !titleMissing && !fileError && (mode === 'file' ? !!file : !!file || isExam || !!url.trim());
  const busy = create.isPending || link.isPending;

  const reset = () => {
    setTitle('');
    setUrl('');
    setFile(null);
    setFileKey((k) => k + 1);
    setEvaluationId('');
    setTouched(false);
    setError(null);
  };

  const linkExam = async (resource: Resource) => {
    const evaluation = (evaluations.data ?? []).find((e) => String(e.id) === evaluationId);
    if (!evaluation) return;
    try {
      await link.mutateAsync({ id: evaluation.id, body: evaluationBody(evaluation, { resourceId: resource.id }) });
    } catch {
      toast.error(EXAM_LINK_ERROR);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || !canSubmit) return;
    if (!file) {
      // The same rules as the server (URL required and http(s) unless it is an exam).
      const parsed = resourceCreateSchema.safeParse({ name: title, type, url: isExam ? undefined : url });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? RESOURCE_ADD_ERROR);
        return;
      }
    }
    setError(null);
    create.mutate(
      { type, title, url: isExam ? undefined : url, file },
      {
        onSuccess: async (resource) => {
          if (isExam && evaluationId) await linkExam(resource);
          reset();
          toast.success(RESOURCE_ADDED);
        },
        onError: (err) => {
          setError(loadError(err, RESOURCE_ADD_ERROR));
          toast.error(RESOURCE_ADD_ERROR);
        },
      },
    );
  };

  const evaluationOptions = (evaluations.data ?? []).map((ev: TeacherEvaluation) => ({
    value: String(ev.id),
    label: `${evaluationName(ev.type, ev.title)}${ev.resourceId ? ' (ya vinculada)' : ''}`,
  }));

  return (
    <form className={styles.adder} onSubmit={submit} noValidate aria-label={`Añadir recurso a ${unitTitle}`}>
      <div className={styles.adderFields}>
        {mode === 'any' ? (
          <SelectField
            label="Tipo"
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={TEACHER_RESOURCE_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          />
        ) : null}
        <TextField
          label="Título del recurso"
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && titleMissing ? RESOURCE_TITLE_REQUIRED : undefined}
          maxLength={200}
        />
        {mode === 'any' && !isExam ? (
          <TextField
            label="URL"
            name="url"
            type="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            hint={file ? 'Se usará el archivo elegido.' : undefined}
          />
        ) : null}
        {mode === 'any' && isExam ? (
          <SelectField
            label="Evaluación vinculada"
            name="evaluationId"
            value={evaluationId}
            onChange={(e) => setEvaluationId(e.target.value)}
            placeholder={evaluations.isPending ? 'Cargando evaluaciones…' : 'Sin vincular'}
            options={evaluationOptions}
            hint={evaluations.data && !evaluations.data.length ? 'Este curso aún no tiene evaluaciones.' : undefined}
          />
        ) : null}
        <TextField
          key={fileKey}
          label={mode === 'file' ? 'Archivo' : 'Archivo (opcional)'}
          name="file"
          type="file"
          accept={limits.data?.accept}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          hint={uploadHint(limits.data)}
          error={fileError ?? undefined}
        />
      </div>
      {create.progress !== null ? <ProgressBar label="Subiendo archivo" value={create.progress} /> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={!canSubmit} loading={busy} loadingText={mode === 'file' ? 'Subiendo…' : 'Añadiendo…'}>
          {mode === 'file' ? 'Subir archivo' : '+ Añadir'}
        </Button>
      </div>
    </form>
  );
}

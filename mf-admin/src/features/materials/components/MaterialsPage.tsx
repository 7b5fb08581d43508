import { useState } from 'react';
import {
  resourceHref,
  resourceTypeLabel,
  resourceUploadFieldsSchema,
  unitCreateSchema,
  videoResourceFormSchema,
  type Resource,
} from '@inpro/shared-contracts';
import {
  Button,
  EmptyState,
  LoadingText,
  PageHeading,
  ProgressBar,
  SelectField,
  TextField,
  loadError,
  useApiUrl,
  useToast,
} from '@inpro/ui';
import { areaStyles, useConfirm } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useCourses } from '../../courses';
import { useCreateUnit, useResourceMutations, useResources, useUnits } from '../hooks/useMaterials';

const ADMIN_FILE_TYPES =
  '.pdf,.ppt,.pptx,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation';

function UnitCreator({ courseId, onCreated }: { courseId: number; onCreated: (id: number) => void }) {
  const create = useCreateUnit(courseId);
  const toast = useToast();
  const form = useZodForm({
    schema: unitCreateSchema,
    defaultValues: { title: '' },
    failure: 'No se pudo crear la unidad.',
    onSubmit: async ({ title }) => {
      try {
        const unit = await create.mutateAsync(title);
        toast.success('Unidad añadida ✅');
        form.reset({ title: '' });
        onCreated(unit.id);
      } catch (err) {
        toast.error(loadError(err, 'No se pudo crear la unidad.'));
      }
    },
  });
  return (
    <form className={areaStyles.toolbar} onSubmit={form.submit} noValidate aria-label="Crear unidad">
      <TextField className={areaStyles.grow} label="Nueva unidad" maxLength={200} {...form.field('title')} />
      <Button type="submit" disabled={!form.values.title.trim()} loading={form.busy} loadingText="Creando…">
        Crear unidad
      </Button>
    </form>
  );
}

function UnitResources({ unitId }: { unitId: number }) {
  const apiUrl = useApiUrl();
  const toast = useToast();
  const resources = useResources(unitId);
  const { add, remove } = useResourceMutations(unitId);
  const [confirm, confirmDialog] = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useZodForm({
    schema: resourceUploadFieldsSchema,
    defaultValues: { title: '' },
    failure: 'No se pudo subir el archivo.',
    onSubmit: async ({ title }) => {
      if (!file) return;
      setProgress(0);
      try {
        await add.mutateAsync({ input: { type: 'FILE', title: title || file.name, file }, onProgress: setProgress });
        toast.success('Archivo subido.');
        setFile(null);
        setFileKey((k) => k + 1);
        upload.reset({ title: '' });
      } catch (err) {
        toast.error(loadError(err, 'No se pudo subir el archivo.'));
      } finally {
        setProgress(null);
      }
    },
  });
  const video = useZodForm({
    schema: videoResourceFormSchema,
    defaultValues: { title: '', url: '' },
    failure: 'No se pudo registrar el video.',
    onSubmit: async ({ name, url }) => {
      try {
        await add.mutateAsync({ input: { type: 'IFRAME', title: name, url: url ?? undefined } });
        toast.success('Video registrado.');
        video.reset({ title: '', url: '' });
      } catch (err) {
        toast.error(loadError(err, 'No se pudo registrar el video.'));
      }
    },
  });
  const del = async (r: Resource) => {
    if (!(await confirm({ title: `¿Eliminar «${r.title}»?`, confirmLabel: 'Eliminar', danger: true }))) return;
    remove.mutate(r.id, {
      onSuccess: () => toast.success('Recurso eliminado 🗑️'),
      onError: (err) => toast.error(loadError(err, 'Error al eliminar recurso')),
    });
  };

  return (
    <>
      <form className={areaStyles.card} onSubmit={upload.submit} noValidate aria-label="Subir archivo">
        <h2>Subir archivo (PDF, PPT o PPTX)</h2>
        <div className={areaStyles.toolbar}>
          <TextField
            key={fileKey}
            label="Archivo"
            type="file"
            accept={ADMIN_FILE_TYPES}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <TextField className={areaStyles.grow} label="Título (opcional)" maxLength={200} {...upload.field('title')} />
          <Button type="submit" disabled={!file} loading={upload.busy} loadingText="Subiendo…">
            Subir
          </Button>
        </div>
        {progress !== null ? <ProgressBar value={progress} label="Subiendo archivo" /> : null}
      </form>
      <form className={areaStyles.card} onSubmit={video.submit} noValidate aria-label="Registrar video">
        <h2>Registrar video</h2>
        <div className={areaStyles.toolbar}>
          <TextField
            className={areaStyles.grow}
            label="URL del video"
            placeholder="https://www.youtube.com/watch?v=…"
            {...video.field('url')}
          />
          <TextField label="Título (opcional)" maxLength={200} {...video.field('title')} />
          <Button type="submit" disabled={!video.values.url.trim()} loading={video.busy} loadingText="Registrando…">
            Registrar video
          </Button>
        </div>
      </form>
      <section className={areaStyles.card} aria-labelledby="resources-title">
        <h2 id="resources-title">Recursos de la unidad</h2>
        {resources.isPending ? (
          <LoadingText>Cargando recursos…</LoadingText>
        ) : resources.isError ? (
          <p role="alert">{loadError(resources.error, 'Error al cargar recursos.')}</p>
        ) : resources.data.length ? (
          <ul>
            {resources.data.map((r) => (
              <li key={r.id} className={areaStyles.actions}>
                <span>{`${r.title} (${[resourceTypeLabel(r.type), r.sizeLabel].filter(Boolean).join(', ')})`}</span>
                {r.url ? (
                  <a href={resourceHref(r.url, apiUrl) ?? undefined} target="_blank" rel="noopener noreferrer">
                    abrir
                  </a>
                ) : null}
                <Button size="sm" variant="danger" onClick={() => del(r)} aria-label={`Eliminar ${r.title}`}>
                  Eliminar
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message="Esta unidad aún no tiene recursos." />
        )}
      </section>
      {confirmDialog}
    </>
  );
}

/** /admin/materiales: course and unit pickers, new unit, file upload with progress and videos by URL (normalised by the server). */
export function MaterialsPage() {
  const courses = useCourses();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [unitId, setUnitId] = useState<number | null>(null);
  const units = useUnits(courseId);
  return (
    <section>
      <PageHeading title="Materiales" subtitle="Unidades, archivos y videos de cada curso." />
      {courses.isError ? <p role="alert">{loadError(courses.error, 'No se pudieron cargar los cursos.')}</p> : null}
      <div className={areaStyles.toolbar}>
        <SelectField
          label="Curso"
          value={courseId === null ? '' : String(courseId)}
          onChange={(e) => {
            setCourseId(e.target.value ? Number(e.target.value) : null);
            setUnitId(null);
          }}
          options={[
            { value: '', label: 'Elige un curso' },
            ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` })),
          ]}
        />
        {courseId !== null ? (
          <SelectField
            label="Unidad"
            value={unitId === null ? '' : String(unitId)}
            onChange={(e) => setUnitId(e.target.value ? Number(e.target.value) : null)}
            options={[
              { value: '', label: units.isPending ? 'Cargando…' : 'Elige una unidad' },
              ...(units.data ?? []).map((u) => ({ value: String(u.id), label: u.title })),
            ]}
          />
        ) : null}
      </div>
      {units.isError ? <p role="alert">{loadError(units.error, 'No se pudieron cargar las unidades del curso.')}</p> : null}
      {courseId !== null ? (
        <UnitCreator courseId={courseId} onCreated={setUnitId} />
      ) : (
        <EmptyState message="Elige un curso para ver y añadir sus materiales." />
      )}
      {unitId !== null ? <UnitResources key={unitId} unitId={unitId} /> : null}
    </section>
  );
}

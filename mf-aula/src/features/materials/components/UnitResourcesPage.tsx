import { OFFLINE_NOT_SAVED, isForbidden, loadError, useOnlineAction, waitsForConnection } from '@inpro/ui';
import { Link, useParams } from '@inpro/ui/router';
import { isVideo, resourceTypeLabel, type Resource } from '@inpro/shared-contracts';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { useRecordResourceView } from '../hooks/useRecordResourceView';
import { useResources } from '../hooks/useResources';
import { useUnits } from '../hooks/useUnits';
import { routeId } from '../routeIds';
import { useCourseTitle } from '../hooks/useCourseTitle';
import { COURSE_ID_INVALID } from '../routeIds';
import { MaterialsNotice } from './MaterialsNotice';
import { PaymentBlockedNotice, isPaymentBlocked } from './PaymentBlockedNotice';
import { ResourceActions } from './ResourceActions';
import { StudentViewBanner } from './StudentViewBanner';
import { VideoFrame } from './VideoFrame';
import styles from './Materials.module.css';

export const UNIT_ID_INVALID = 'ID de unidad inválido.';
export const RESOURCES_EMPTY = 'Sin recursos.';
export const RESOURCES_ERROR = 'Error al cargar recursos.';
/** Offline, a stored file opens only from the copy kept on the device. */
export const FILES_OFFLINE_REASON =
  'Sin conexión: solo se abren los PDF marcados «Disponible sin conexión»; los demás archivos necesitan internet.';

/** /aula/materiales/{courseId}/unidad/{unitId}: the resources of a unit. */
export function UnitResourcesPage() {
  const params = useParams();
  const courseId = routeId(params.courseId);
  const unitId = routeId(params.unitId);
  const resources = useResources(courseId === null ? null : unitId);
  const units = useUnits(courseId);
  const courseTitle = useCourseTitle(courseId);
  const unit = units.data?.find((u) => u.id === unitId);
  const recordView = useRecordResourceView(courseId);
  const online = useOnlineAction(FILES_OFFLINE_REASON);

  const heading = (
    <>
      <StudentViewBanner courseId={courseId} />
      <PageHeading
        title="Recursos de la unidad"
        subtitle={[courseTitle, unit ? unit.title || unit.name : null].filter(Boolean).join(' · ')}
      />
      {courseId !== null ? (
        <p className={styles.back}>
          <Link to={`/aula/materiales/${courseId}`}>← Volver a las unidades</Link>
        </p>
      ) : null}
    </>
  );
  if (courseId === null || unitId === null) {
    return (
      <section>
        {heading}
        <MaterialsNotice
          message={courseId === null ? COURSE_ID_INVALID : UNIT_ID_INVALID}
          backTo={courseId === null ? '/aula/miscursos' : `/aula/materiales/${courseId}`}
          backLabel={courseId === null ? 'Volver a Mis Cursos' : 'Volver a las unidades'}
        />
      </section>
    );
  }
  if (resources.isError && isPaymentBlocked(resources.error)) {
    return (
      <section>
        {heading}
        <PaymentBlockedNotice error={resources.error} />
      </section>
    );
  }
  if (resources.isError && isForbidden(resources.error)) {
    return (
      <section>
        {heading}
        <MaterialsNotice message={loadError(resources.error, 'No tienes acceso a los materiales de este curso.')} />
      </section>
    );
  }

  const open = (r: Resource) => recordView.mutate(r.id);
  const columns: DataColumn<Resource>[] = [
    { key: 'name', header: 'Nombre', rowHeader: true, render: (r) => r.title || r.name },
    { key: 'type', header: 'Tipo', render: (r) => resourceTypeLabel(r.type) },
    { key: 'size', header: 'Tamaño', align: 'right', render: (r) => r.sizeLabel || '—' },
    {
      key: 'actions',
      header: 'Acciones',
      render: (r) => <ResourceActions resource={r} courseId={courseId} onOpen={open} online={online} />,
    },
  ];
  const videos = (resources.data ?? []).filter((r) => isVideo(r) && r.url);
  return (
    <section>
      {heading}
      {videos.length ? (
        <div className={styles.videos}>
          {videos.map((r) => (
            <VideoFrame key={r.id} resource={r} onOpen={open} />
          ))}
        </div>
      ) : null}
      {resources.data?.some((r) => r.fileName) ? online.reason : null}
      <DataTable
        caption="Recursos de la unidad"
        captionHidden
        columns={columns}
        rows={resources.data}
        rowKey={(r) => r.id}
        loading={resources.isPending && !waitsForConnection(resources)}
        loadingLabel="Cargando recursos…"
        error={resources.isLoadingError ? loadError(resources.error, RESOURCES_ERROR) : undefined}
        onRetry={() => resources.refetch()}
        emptyText={waitsForConnection(resources) ? OFFLINE_NOT_SAVED : RESOURCES_EMPTY}
      />
    </section>
  );
}

import { useState } from 'react';
import { Link, useParams } from '@inpro/ui/router';
import { courseIdFromParam, isSuperAdmin, type Participant } from '@inpro/shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  ShellLink,
  TextField,
  buttonClass,
  loadError,
  useDebouncedValue,
  useSession,
  useToast,
  SEARCH_DEBOUNCE_MS,
} from '@inpro/ui';
import { DataTable, areaStyles, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { ADMIN_BASE } from '../../../app/paths';
import { useCourse } from '../../courses';
import { useCourseParticipants, useEnrolment, useUserSearch } from '../hooks/useCourseParticipants';
import { useIssueCertificate } from '../hooks/useIssueCertificate';
import { OverrideCertificateDialog } from './OverrideCertificateDialog';
import styles from './CourseParticipants.module.css';

export const PARTICIPANTS_LOAD_ERROR = 'No se pudo cargar participantes.';

/**
 * /admin/cursos/{id}/participantes: the enrolled users ('Quitar'), each one's certificate (issued,
 * 'Emitir certificado' when eligible, else why not; the master administrator may issue by
 * exception with a reason) and a search panel to add more ('Añadir').
 */
export function CourseParticipantsPage() {
  const courseId = courseIdFromParam(useParams().id) ?? 0;
  const course = useCourse(courseId || null).data;
  const participants = useCourseParticipants(courseId);
  const { add, remove } = useEnrolment(courseId);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const found = useUserSearch(search);
  const enrolledIds = new Set((participants.data ?? []).map((u) => u.id));

  const { mutateAsync: issueCertificate } = useIssueCertificate(courseId);
  const master = isSuperAdmin(useSession().role);
  const [issued, setIssued] = useState<Record<number, string>>({});
  const [overriding, setOverriding] = useState<Participant | null>(null);
  const [overrideState, setOverrideState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const done = (u: Participant, cert: { folio: string; codigo: string }) => {
    setIssued((m) => ({ ...m, [u.id]: cert.folio }));
    toast.success(`Certificado emitido: ${cert.folio} (código ${cert.codigo}).`);
  };
  const certify = async (u: Participant) => {
    if (
      !(await confirm({
        title: `¿Emitir el certificado de ${u.fullName}?`,
        message: 'Se numera con el prefijo y el contador de la configuración.',
        confirmLabel: 'Emitir',
      }))
    )
      return;
    try {
      done(u, await issueCertificate({ userId: u.id }));
    } catch (err) {
      toast.error(loadError(err, 'No se pudo emitir el certificado.'));
    }
  };
  const certifyAnyway = async (u: Participant, reason: string) => {
    setOverrideState({ busy: true, error: null });
    try {
      done(u, await issueCertificate({ userId: u.id, overrideReason: reason }));
      setOverriding(null);
      setOverrideState({ busy: false, error: null });
    } catch (err) {
      setOverrideState({ busy: false, error: loadError(err, 'No se pudo emitir el certificado.') });
    }
  };

  const certificateCell = (u: Participant) => {
    const folio = issued[u.id] ?? u.certificate?.folio;
    if (folio) return <span>{`Certificado ${folio}`}</span>;
    if (u.eligibility.eligible)
      return (
        <Button size="sm" variant="secondary" onClick={() => certify(u)} aria-label={`Emitir certificado de ${u.fullName}`}>
          Emitir certificado
        </Button>
      );
    return (
      <div>
        <strong>No elegible</strong>
        <ul className={styles.reasons} aria-label={`Por qué ${u.fullName} no es elegible`}>
          {u.eligibility.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {master ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setOverrideState({ busy: false, error: null });
              setOverriding(u);
            }}
            aria-label={`Emitir por excepción el certificado de ${u.fullName}`}
          >
            Emitir por excepción
          </Button>
        ) : null}
      </div>
    );
  };

  const quit = async (u: Participant) => {
    if (!(await confirm({ title: '¿Quitar del curso?', message: `${u.fullName} (${u.email})`, confirmLabel: 'Quitar', danger: true })))
      return;
    remove.mutate(u.id, {
      onSuccess: () => toast.success('Participante retirado.'),
      onError: (err) => toast.error(loadError(err, 'No se pudo quitar.')),
    });
  };

  const columns: DataColumn<Participant>[] = [
    { key: 'fullName', header: 'Nombre', rowHeader: true },
    { key: 'email', header: 'Email' },
    { key: 'certificate', header: 'Certificado', render: certificateCell },
    {
      key: 'actions',
      header: 'Acciones',
      render: (u) => (
        <div className={areaStyles.actions}>
          <Button size="sm" variant="danger" onClick={() => quit(u)} aria-label={`Quitar a ${u.fullName}`}>
            Quitar
          </Button>
        </div>
      ),
    },
  ];

  let list;
  if (participants.isPending) list = <LoadingText>Cargando participantes…</LoadingText>;
  else if (participants.isError)
    list = <ErrorState message={loadError(participants.error, PARTICIPANTS_LOAD_ERROR)} onRetry={() => participants.refetch()} />;
  else if (!participants.data.length) list = <EmptyState message="Sin inscritos." />;
  else list = <DataTable caption="Inscritos" columns={columns} rows={participants.data} rowKey={(u) => u.id} />;

  let results = null;
  if (search) {
    if (found.isPending) results = <LoadingText>Buscando…</LoadingText>;
    else if (found.isError) results = <p role="alert">{loadError(found.error, 'Error buscando usuarios.')}</p>;
    else if (!found.data.length) results = <p>Sin resultados.</p>;
    else
      results = (
        <ul aria-label="Resultados de la búsqueda">
          {found.data.map((u) => (
            <li key={u.id} className={areaStyles.actions}>
              <span>{`${u.fullName} (${u.email})`}</span>
              {enrolledIds.has(u.id) ? (
                <span className={areaStyles.muted}>Inscrito</span>
              ) : (
                <Button
                  size="sm"
                  onClick={() =>
                    add.mutate(u.id, {
                      onSuccess: () => toast.success('Participante añadido.'),
                      onError: (err) => toast.error(loadError(err, 'No se pudo añadir.')),
                    })
                  }
                  aria-label={`Añadir a ${u.fullName}`}
                >
                  Añadir
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section>
      <PageHeading
        title={course ? `Participantes: ${course.title}` : 'Participantes del curso'}
        actions={
          <>
            {courseId ? (
              <ShellLink className={buttonClass('secondary')} href={`/prof/cursos/${courseId}/calificaciones`}>
                Calificaciones
              </ShellLink>
            ) : null}
            <Link className={buttonClass('secondary')} to={`${ADMIN_BASE}/cursos`}>
              Volver
            </Link>
          </>
        }
      />
      {list}
      <div className={areaStyles.card}>
        <h2>Añadir participantes</h2>
        <TextField
          label="Buscar usuario"
          type="search"
          placeholder="Nombre, email o DNI"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {results}
      </div>
      {confirmDialog}
      {overriding ? (
        <OverrideCertificateDialog
          participant={overriding}
          busy={overrideState.busy}
          error={overrideState.error}
          onIssue={(reason) => certifyAnyway(overriding, reason)}
          onClose={() => setOverriding(null)}
        />
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, ROLE_LABELS, USER_HAS_CERTIFICATES, accountActionsFor, type AdminUser } from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  SelectField,
  TextField,
  errorStatus,
  loadError,
  useDebouncedValue,
  useSession,
  useToast,
  SEARCH_DEBOUNCE_MS,
} from '@inpro/ui';
import { DataTable, Dialog, ExportButtons, Pager, areaStyles, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { useCourses } from '../../courses';
import { useDeleteUser, useResetPassword, useSetUserStatus } from '../hooks/useUserMutations';
import { useUsers } from '../hooks/useUsers';
import { ImportDialog } from './ImportDialog';
import { UserDialog } from './UserDialog';

export const LOAD_ERROR = 'No se pudo cargar participantes.';

/** /admin/participantes: the seed's user management (table, search, filters, dialog, deactivate/reactivate, delete, password reset) and the export. */
export function ParticipantsPage() {
  const toast = useToast();
  const session = useSession();
  const actor = { id: session.user?.id ?? null, role: session.role };
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [courseId, setCourseId] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({ page, size: ADMIN_USERS_PAGE_SIZE, q: search, status, courseId: courseId ? Number(courseId) : undefined });
  const courses = useCourses();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const setStatusOf = useSetUserStatus();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<AdminUser | null | 'new'>(null);
  const [temporary, setTemporary] = useState<{ user: AdminUser; password: string } | null>(null);
  const [importing, setImporting] = useState(false);

  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  const del = async (u: AdminUser) => {
    if (
      !(await confirm({ title: '¿Eliminar este usuario?', message: `${u.fullName} (${u.email})`, confirmLabel: 'Eliminar', danger: true }))
    )
      return;
    remove.mutate(u.id, {
      onSuccess: () => toast.success('Usuario eliminado.'),
      onError: async (err) => {
        const message = loadError(err, 'No se pudo eliminar.');
        // A user who cannot be deleted (certificates issued) can still be deactivated: offer it here.
        if (errorStatus(err) === 409 && message === USER_HAS_CERTIFICATES && u.active) {
          if (
            await confirm({ title: 'No se puede eliminar', message: `${message} ¿Desactivar a ${u.fullName}?`, confirmLabel: 'Desactivar' })
          )
            deactivate(u, false);
          return;
        }
        toast.error(message);
      },
    });
  };

  const changeStatus = (u: AdminUser, active: boolean) =>
    setStatusOf.mutate(
      { id: u.id, active },
      {
        onSuccess: () => toast.success(active ? 'Cuenta reactivada.' : 'Cuenta desactivada.'),
        onError: (err) => toast.error(loadError(err, active ? 'No se pudo reactivar la cuenta.' : 'No se pudo desactivar la cuenta.')),
      },
    );

  const deactivate = async (u: AdminUser, ask = true) => {
    if (
      ask &&
      !(await confirm({
        title: '¿Desactivar esta cuenta?',
        message: `${u.fullName} no podrá iniciar sesión y sus sesiones abiertas se cerrarán. Sus cursos, pagos y certificados se conservan; puedes reactivarla cuando quieras.`,
        confirmLabel: 'Desactivar',
      }))
    )
      return;
    changeStatus(u, false);
  };

  const resetPassword = async (u: AdminUser) => {
    const ok = await confirm({
      title: '¿Reiniciar contraseña a “una contraseña temporal”?',
      message: `${u.fullName} deberá cambiarla al iniciar sesión. Sus sesiones abiertas se cerrarán.`,
      confirmLabel: 'Reiniciar',
    });
    if (!ok) return;
    reset.mutate(u.id, {
      onSuccess: ({ temporaryPassword }) => {
        toast.success('Contraseña reiniciada.');
        setTemporary({ user: u, password: temporaryPassword });
      },
      onError: (err) => toast.error(loadError(err, 'No se pudo reiniciar la contraseña.')),
    });
  };

  const columns: DataColumn<AdminUser>[] = [
    { key: 'fullName', header: 'Nombre', rowHeader: true },
    { key: 'email', header: 'Email' },
    { key: 'telefono', header: 'Teléfono', render: (u) => u.telefono ?? '—' },
    { key: 'role', header: 'Rol', render: (u) => ROLE_LABELS[u.role] },
    {
      key: 'status',
      header: 'Estado',
      render: (u) => <Badge tone={u.active ? 'success' : 'neutral'}>{u.active ? 'Activo' : 'Inactivo'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Acciones',
      // Only what the server would accept is offered; what is not, the row says why.
      render: (u) => {
        const can = accountActionsFor(actor, u);
        return (
          <div className={areaStyles.actions}>
            {can.edit ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(u)} aria-label={`Editar ${u.fullName}`}>
                Editar
              </Button>
            ) : null}
            {can.resetPassword ? (
              <Button size="sm" variant="secondary" onClick={() => resetPassword(u)} aria-label={`Reiniciar contraseña de ${u.fullName}`}>
                Reiniciar contraseña
              </Button>
            ) : null}
            {can.changeStatus && u.active ? (
              <Button size="sm" variant="secondary" onClick={() => deactivate(u)} aria-label={`Desactivar ${u.fullName}`}>
                Desactivar
              </Button>
            ) : null}
            {can.changeStatus && !u.active ? (
              <Button size="sm" variant="secondary" onClick={() => changeStatus(u, true)} aria-label={`Reactivar ${u.fullName}`}>
                Reactivar
              </Button>
            ) : null}
            {can.remove ? (
              <Button size="sm" variant="danger" onClick={() => del(u)} aria-label={`Eliminar ${u.fullName}`}>
                Eliminar
              </Button>
            ) : null}
            {can.reason ? <span className={areaStyles.muted}>{can.reason}</span> : null}
          </div>
        );
      },
    },
  ];

  const data = users.data;
  let content;
  if (users.isPending) content = <LoadingText>Cargando participantes…</LoadingText>;
  else if (users.isError) content = <ErrorState message={loadError(users.error, LOAD_ERROR)} onRetry={() => users.refetch()} />;
  else if (!data || data.content.length === 0) content = <EmptyState message="No hay participantes con estos filtros." />;
  else
    content = (
      <>
        <p className={areaStyles.count}>{`${data.totalElements} participante(s)`}</p>
        <DataTable caption="Participantes" captionHidden columns={columns} rows={data.content} rowKey={(u) => u.id} />
        {data.content.length >= ADMIN_USERS_PAGE_SIZE || page > 0 ? (
          <Pager
            page={page}
            totalPages={data.totalPages}
            onPageChange={setPage}
            disabled={users.isFetching}
            label="Páginas de participantes"
          />
        ) : null}
      </>
    );

  return (
    <section>
      <PageHeading
        title="Participantes"
        subtitle="Alumnos, docentes y administradores: crea, edita, desactiva, reinicia contraseñas y exporta."
        actions={
          <div className={areaStyles.actions}>
            <ExportButtons
              path="/admin/users/export"
              params={{ q: search || undefined, status: status || undefined, courseId: courseId || undefined }}
              formats={['csv', 'xlsx']}
              fileBase="participantes"
              failure="No se pudo exportar."
            />
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Importar CSV/XLSX
            </Button>
            <Button onClick={() => setEditing('new')}>+ Nuevo participante</Button>
          </div>
        }
      />
      <div className={areaStyles.toolbar} role="search">
        <TextField
          className={areaStyles.grow}
          label="Buscar"
          type="search"
          placeholder="Nombre, email o DNI"
          value={q}
          onChange={(e) => filter(() => setQ(e.target.value))}
        />
        <SelectField
          label="Estado"
          value={status}
          onChange={(e) => filter(() => setStatus(e.target.value))}
          options={[
            { value: '', label: 'Todos' },
            { value: 'ACTIVO', label: 'Activo' },
            { value: 'INACTIVO', label: 'Inactivo' },
          ]}
        />
        <SelectField
          label="Curso"
          value={courseId}
          onChange={(e) => filter(() => setCourseId(e.target.value))}
          options={[
            { value: '', label: 'Todos' },
            ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` })),
          ]}
        />
      </div>
      {content}
      {confirmDialog}
      {editing ? <UserDialog user={editing === 'new' ? null : editing} actor={actor} onClose={() => setEditing(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
      {temporary ? (
        <Dialog open onClose={() => setTemporary(null)} title="Contraseña temporal">
          <p>{`La nueva contraseña de ${temporary.user.fullName} es:`}</p>
          <p>
            <strong data-testid="temporary-password">{temporary.password}</strong>
          </p>
          <p>Compártela de forma segura: se muestra solo esta vez y deberá cambiarla al iniciar sesión.</p>
          <Button onClick={() => setTemporary(null)}>Entendido</Button>
        </Dialog>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import {
  ROLE_LABELS,
  formatLimaDateTime,
  type SuperadminAssignableRole,
  type SuperadminUser,
  type UserStatus,
} from '@inpro/shared-contracts';
import { Badge, Button, PageHeading, SelectField, TextField, loadError, useDebouncedValue, useSession, useToast } from '@inpro/ui';
import { PagedTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { ROLE_OPTIONS, roleTone } from '../../../app/roleOptions';
import { areaStyles as styles } from '@inpro/ui/admin';
import { useChangeStatus, useDeleteUser } from '../hooks/useUserMutations';
import { useUsers } from '../hooks/useUsers';
import { RoleDialog } from './RoleDialog';
import { UserCreateDialog } from './UserCreateDialog';

export const USERS_LOAD_ERROR = 'No se pudo cargar usuarios.';

const STATUS_OPTIONS = [
  { value: 'ACTIVO', label: 'Activos' },
  { value: 'INACTIVO', label: 'Inactivos' },
];

/** /superadmin/usuarios: every account of every role, with search, role and status filters, role changes and activation. */
export function UsersPage() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<SuperadminAssignableRole | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(q.trim(), 350);
  const users = useUsers({ page, q: search || undefined, role: role || undefined, status: status || undefined });
  const me = useSession().user?.id;
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const setActive = useChangeStatus();
  const remove = useDeleteUser();
  const [roleOf, setRoleOf] = useState<SuperadminUser | null>(null);
  const [creating, setCreating] = useState(false);

  const toggle = async (u: SuperadminUser) => {
    const active = !u.active;
    const ok = await confirm(
      active
        ? { title: `¿Activar la cuenta de ${u.fullName}?`, message: 'Podrá volver a iniciar sesión.', confirmLabel: 'Activar' }
        : {
            title: `¿Desactivar la cuenta de ${u.fullName}?`,
            message: 'No podrá iniciar sesión y sus sesiones abiertas se cerrarán.',
            confirmLabel: 'Desactivar',
            danger: true,
          },
    );
    if (!ok) return;
    setActive.mutate(
      { id: u.id, active },
      {
        onSuccess: () => toast.success(active ? 'Cuenta activada.' : 'Cuenta desactivada.'),
        onError: (err) => toast.error(loadError(err, 'No se pudo cambiar el estado.')),
      },
    );
  };

  const del = async (u: SuperadminUser) => {
    if (
      !(await confirm({ title: '¿Eliminar este usuario?', message: `${u.fullName} (${u.email})`, confirmLabel: 'Eliminar', danger: true }))
    )
      return;
    remove.mutate(u.id, {
      onSuccess: () => toast.success('Usuario eliminado.'),
      onError: (err) => toast.error(loadError(err, 'No se pudo eliminar.')),
    });
  };

  const columns: DataColumn<SuperadminUser>[] = [
    { key: 'fullName', header: 'Nombre', rowHeader: true },
    { key: 'email', header: 'Email' },
    { key: 'role', header: 'Rol', render: (u) => <Badge tone={roleTone(u.role)}>{ROLE_LABELS[u.role]}</Badge> },
    {
      key: 'status',
      header: 'Estado',
      render: (u) => <Badge tone={u.active ? 'success' : 'neutral'}>{u.active ? 'Activo' : 'Inactivo'}</Badge>,
    },
    { key: 'lastLoginAt', header: 'Último ingreso', render: (u) => (u.lastLoginAt ? formatLimaDateTime(u.lastLoginAt) : 'Nunca') },
    {
      key: 'actions',
      header: 'Acciones',
      render: (u) => {
        const self = u.id === me;
        const hint = self ? 'No puedes cambiar tu propia cuenta.' : undefined;
        return (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              disabled={self}
              title={hint}
              onClick={() => setRoleOf(u)}
              aria-label={`Cambiar rol de ${u.fullName}`}
            >
              Cambiar rol
            </Button>
            <Button
              size="sm"
              variant={u.active ? 'danger' : 'secondary'}
              disabled={self}
              title={hint}
              onClick={() => void toggle(u)}
              aria-label={`${u.active ? 'Desactivar' : 'Activar'} a ${u.fullName}`}
            >
              {u.active ? 'Desactivar' : 'Activar'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={self}
              title={hint}
              onClick={() => void del(u)}
              aria-label={`Eliminar a ${u.fullName}`}
            >
              Eliminar
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section>
      <PageHeading
        title="Usuarios"
        subtitle="Todas las cuentas de la plataforma: estudiantes, docentes, administradores y superadministradores."
        actions={<Button onClick={() => setCreating(true)}>+ Nuevo usuario</Button>}
      />
      <div className={styles.toolbar} role="search">
        <TextField
          className={styles.grow}
          label="Buscar"
          type="search"
          placeholder="Nombre, email, DNI o código"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
        />
        <SelectField
          label="Rol"
          placeholder="Todos los roles"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as SuperadminAssignableRole | '');
            setPage(0);
          }}
        />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as UserStatus | '');
            setPage(0);
          }}
        />
      </div>
      <PagedTable
        caption="Usuarios de la plataforma"
        columns={columns}
        query={users}
        rowKey={(u) => u.id}
        page={page}
        onPageChange={setPage}
        countLabel={(n) => (n === 1 ? '1 usuario' : `${n} usuarios`)}
        loadingLabel="Cargando usuarios…"
        loadErrorMessage={USERS_LOAD_ERROR}
        emptyText="No hay resultados."
        pagerLabel="Páginas de usuarios"
      />
      <RoleDialog user={roleOf} onClose={() => setRoleOf(null)} />
      <UserCreateDialog open={creating} onClose={() => setCreating(false)} />
      {confirmDialog}
    </section>
  );
}

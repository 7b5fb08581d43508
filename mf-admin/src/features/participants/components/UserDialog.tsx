import {
  accountActionsFor,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  ASSIGNABLE_ROLES,
  ROLE_LABELS,
  type AdminUser,
} from '@inpro/shared-contracts';
import { Button, SelectField, TextField, useToast } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useSaveUser } from '../hooks/useUserMutations';

type Values = { email: string; fullName: string; phone: string; dni: string; studentCode: string; role?: string; passwordHash: string };
const isAssignable = (role: string) => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

function initial(user: AdminUser | null): Values {
  return user
    ? {
        email: user.email,
        fullName: user.fullName,
        phone: user.phone ?? '',
        dni: user.dni ?? '',
        studentCode: user.studentCode ?? '',
        // A master administrator's role is none of the form's: it is shown apart, never checked nor sent.
        ...(isAssignable(user.role) ? { role: user.role } : {}),
        passwordHash: '',
      }
    : { email: '', fullName: '', phone: '', dni: '', studentCode: '', role: 'ESTUDIANTE', passwordHash: '' };
}

/**
 * 'Nuevo participante' / 'Editar participante' (seed 001): e-mail, full name, phone, DNI, student
 * code (empty for a new student: the next free one is given), role, password (empty on edit keeps it).
 * What the signed-in `actor` may not change on this account (accountActionsFor) is shown read-only.
 */
export function UserDialog({
  user,
  actor,
  onClose,
}: {
  user: AdminUser | null;
  actor: { id?: number | null; role: unknown };
  onClose: () => void;
}) {
  const creating = user === null;
  const can = user
    ? accountActionsFor(actor, user)
    : {
        editEmail: true,
        editPassword: true,
        editRole: true,
        roleOptions: accountActionsFor(actor, { id: -1, role: 'ESTUDIANTE' }).roleOptions,
      };
  const roleOptions = (can.editRole ? can.roleOptions : user ? [user.role] : []).map((r) => ({ value: r, label: ROLE_LABELS[r] }));
  const save = useSaveUser();
  const toast = useToast();
  const form = useZodForm({
    schema: creating ? adminUserCreateSchema : adminUserUpdateSchema,
    defaultValues: initial(user),
    failure: 'No se pudo guardar.',
    // The body as typed (the server normalises it with the same schema); an empty password is not sent.
    onSubmit: async () => {
      const { passwordHash, role, ...rest } = form.values;
      await save.mutateAsync({
        id: user?.id ?? null,
        body: {
          ...rest,
          // Not sent for a master administrator (the server keeps that role).
          role: role || undefined,
          phone: rest.phone || null,
          dni: rest.dni || null,
          studentCode: rest.studentCode || null,
          ...(passwordHash ? { passwordHash } : {}),
        },
      });
      toast.success(creating ? 'Participante creado.' : 'Participante actualizado.');
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!form.busy}
      title={creating ? 'Nuevo participante' : 'Editar participante'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancelar
          </Button>
          <Button type="submit" form="admin-user-form" loading={form.busy} loadingText="Guardando…">
            {creating ? 'Crear' : 'Guardar'}
          </Button>
        </>
      }
    >
      <form id="admin-user-form" onSubmit={form.submit} noValidate aria-label={creating ? 'Nuevo participante' : 'Editar participante'}>
        <div className={areaStyles.formGrid}>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            {...form.field('email')}
            readOnly={!can.editEmail}
            hint={can.editEmail ? undefined : 'Solo el administrador maestro puede cambiarlo.'}
          />
          <TextField label="Nombre completo" required {...form.field('fullName')} />
          <TextField label="Teléfono" type="tel" {...form.field('phone')} />
          <TextField label="DNI" inputMode="numeric" maxLength={8} autoComplete="off" {...form.field('dni')} />
          <TextField
            label="Código de alumno"
            autoComplete="off"
            placeholder={creating ? 'Vacío: se asigna el siguiente' : undefined}
            {...form.field('studentCode')}
          />
          {can.editRole ? (
            <SelectField label="Rol" options={roleOptions} {...form.field('role')} />
          ) : (
            <SelectField label="Rol" name="role" options={roleOptions} value={user?.role ?? ''} onChange={() => undefined} disabled />
          )}
          {can.editPassword ? (
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              placeholder={creating ? 'Obligatorio al crear' : 'Vacío: se mantiene la actual'}
              required={creating}
              {...form.field('passwordHash')}
            />
          ) : null}
        </div>
        {form.errors._ ? (
          <p className={areaStyles.formError} role="alert">
            {form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

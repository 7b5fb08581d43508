import { adminUserCreateSchema, adminUserUpdateSchema, ASSIGNABLE_ROLES, ROLE_LABELS, type AdminUser } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, useToast } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useSaveUser } from '../hooks/useUserMutations';

type Values = { email: string; fullName: string; phone: string; dni: string; studentCode: string; role: string; passwordHash: string };
const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

function initial(user: AdminUser | null): Values {
  return user
    ? {
        email: user.email,
        fullName: user.fullName,
        phone: user.phone ?? '',
        dni: user.dni ?? '',
        studentCode: user.studentCode ?? '',
        role: user.role,
        passwordHash: '',
      }
    : { email: '', fullName: '', phone: '', dni: '', studentCode: '', role: 'ESTUDIANTE', passwordHash: '' };
}

/**
 * 'Nuevo participante' / 'Editar participante' (seed 001): e-mail, full name, phone, DNI, student
 * code (empty for a new student: the next free one is given), role, password (empty on edit keeps it).
 */
export function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const creating = user === null;
  const save = useSaveUser();
  const toast = useToast();
  const form = useZodForm({
    schema: creating ? adminUserCreateSchema : adminUserUpdateSchema,
    defaultValues: initial(user),
    failure: 'No se pudo guardar.',
    // The body as typed (the server normalises it with the same schema); an empty password is not sent.
    onSubmit: async () => {
      const { passwordHash, ...rest } = form.values;
      await save.mutateAsync({
        id: user?.id ?? null,
        body: {
          ...rest,
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
          <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
          <TextField label="Nombre completo" required {...form.field('fullName')} />
          <TextField label="Teléfono" type="tel" {...form.field('phone')} />
          <TextField label="DNI" inputMode="numeric" maxLength={8} autoComplete="off" {...form.field('dni')} />
          <TextField
            label="Código de alumno"
            autoComplete="off"
            placeholder={creating ? 'Vacío: se asigna el siguiente' : undefined}
            {...form.field('studentCode')}
          />
          <SelectField label="Rol" options={ROLE_OPTIONS} {...form.field('role')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            placeholder={creating ? 'Obligatorio al crear' : 'Vacío: se mantiene la actual'}
            required={creating}
            {...form.field('passwordHash')}
          />
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

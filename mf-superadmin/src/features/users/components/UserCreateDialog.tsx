import { superadminUserCreateSchema } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, useToast } from '@inpro/ui';
import { Dialog, areaStyles as styles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { ROLE_OPTIONS } from '../../../app/roleOptions';
import { useCreateUser } from '../hooks/useUserMutations';

type Values = { email: string; fullName: string; phone: string; dni: string; role: string; passwordHash: string };
const EMPTY: Values = { email: '', fullName: '', phone: '', dni: '', role: 'ESTUDIANTE', passwordHash: '' };

/** 'Nuevo usuario': an account of any role, validated with the server's schema. */
export function UserCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const toast = useToast();
  const form = useZodForm({
    schema: superadminUserCreateSchema,
    defaultValues: EMPTY,
    failure: 'No se pudo guardar.',
    onSubmit: async (user) => {
      const created = await create.mutateAsync(user);
      toast.success(`Usuario creado: ${created.email}.`);
      close();
    },
  });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissable={!form.busy}
      title="Nuevo usuario"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.busy}>
            Cancelar
          </Button>
          <Button type="submit" form="superadmin-new-user" loading={form.busy} loadingText="Creando…">
            Crear
          </Button>
        </>
      }
    >
      <form id="superadmin-new-user" onSubmit={form.submit} noValidate aria-label="Nuevo usuario">
        <div className={styles.formGrid}>
          <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
          <TextField label="Nombre completo" required {...form.field('fullName')} />
          <TextField label="Teléfono" type="tel" {...form.field('phone')} />
          <TextField label="DNI" inputMode="numeric" hint="8 dígitos." {...form.field('dni')} />
          <SelectField label="Rol" options={ROLE_OPTIONS} {...form.field('role')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            placeholder="Obligatorio al crear"
            hint="Al menos 10 caracteres."
            required
            {...form.field('passwordHash')}
          />
        </div>
        {form.errors._ ? (
          <p className={styles.formError} role="alert">
            {form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

import { useRef, type FormEvent } from 'react';
import { superadminUserCreateSchema, type SuperadminUserCreateInput } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, issuesToErrors, serverErrors, useForm, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { ROLE_OPTIONS } from '../../../app/roleOptions';
import { areaStyles as styles } from '@inpro/ui/admin';
import { useCreateUser } from '../hooks/useUserMutations';

type Values = { email: string; fullName: string; phone: string; dni: string; role: string; passwordHash: string };
const EMPTY: Values = { email: '', fullName: '', phone: '', dni: '', role: 'ESTUDIANTE', passwordHash: '' };

const validate = (v: Values) => {
  const parsed = superadminUserCreateSchema.safeParse(v);
  return parsed.success ? {} : issuesToErrors<Values>(parsed.error.issues);
};

/** 'Nuevo usuario': an account of any role, validated with the server's schema. */
export function UserCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>(EMPTY, validate);
  const create = useCreateUser();
  const toast = useToast();

  const close = () => {
    form.setValues(EMPTY);
    form.setErrors({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || !form.check(formRef.current)) return;
    create.mutate(form.values as SuperadminUserCreateInput, {
      onSuccess: (u) => {
        toast.success(`Usuario creado: ${u.email}.`);
        close();
      },
      onError: (err) => form.setErrors(serverErrors<Values>(err, 'No se pudo guardar.')),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissable={!create.isPending}
      title="Nuevo usuario"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="superadmin-new-user" loading={create.isPending} loadingText="Creando…">
            Crear
          </Button>
        </>
      }
    >
      <form id="superadmin-new-user" ref={formRef} onSubmit={submit} noValidate aria-label="Nuevo usuario">
        <div className={styles.formGrid}>
          <TextField label="Email" type="email" autoComplete="off" required {...form.bind('email')} />
          <TextField label="Nombre completo" required {...form.bind('fullName')} />
          <TextField label="Teléfono" type="tel" {...form.bind('phone')} />
          <TextField label="DNI" inputMode="numeric" hint="8 dígitos." {...form.bind('dni')} />
          <SelectField label="Rol" options={ROLE_OPTIONS} {...form.bind('role')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            placeholder="Obligatorio al crear"
            hint="Al menos 10 caracteres."
            required
            {...form.bind('passwordHash')}
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

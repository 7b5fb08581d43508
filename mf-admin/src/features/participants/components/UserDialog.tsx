import { useRef, type FormEvent } from 'react';
import { adminUserCreateSchema, adminUserUpdateSchema, ASSIGNABLE_ROLES, ROLE_LABELS, type AdminUser } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, issuesToErrors, serverErrors, useForm, useToast } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
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
  const formRef = useRef<HTMLFormElement>(null);
  const creating = user === null;
  const schema = creating ? adminUserCreateSchema : adminUserUpdateSchema;
  const form = useForm<Values>(initial(user), (v) => {
    const parsed = schema.safeParse(v);
    return parsed.success ? {} : issuesToErrors<Values>(parsed.error.issues);
  });
  const save = useSaveUser();
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !form.check(formRef.current)) return;
    const { passwordHash, ...rest } = form.values;
    save.mutate(
      {
        id: user?.id ?? null,
        body: {
          ...rest,
          phone: rest.phone || null,
          dni: rest.dni || null,
          studentCode: rest.studentCode || null,
          ...(passwordHash ? { passwordHash } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(creating ? 'Participante creado.' : 'Participante actualizado.');
          onClose();
        },
        onError: (err) => form.setErrors(serverErrors<Values>(err, 'No se pudo guardar.')),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!save.isPending}
      title={creating ? 'Nuevo participante' : 'Editar participante'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="admin-user-form" loading={save.isPending} loadingText="Guardando…">
            {creating ? 'Crear' : 'Guardar'}
          </Button>
        </>
      }
    >
      <form
        id="admin-user-form"
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={creating ? 'Nuevo participante' : 'Editar participante'}
      >
        <div className={areaStyles.formGrid}>
          <TextField label="Email" type="email" autoComplete="off" required {...form.bind('email')} />
          <TextField label="Nombre completo" required {...form.bind('fullName')} />
          <TextField label="Teléfono" type="tel" {...form.bind('phone')} />
          <TextField label="DNI" inputMode="numeric" maxLength={8} autoComplete="off" {...form.bind('dni')} />
          <TextField
            label="Código de alumno"
            autoComplete="off"
            placeholder={creating ? 'Vacío: se asigna el siguiente' : undefined}
            {...form.bind('studentCode')}
          />
          <SelectField label="Rol" options={ROLE_OPTIONS} {...form.bind('role')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            placeholder={creating ? 'Obligatorio al crear' : 'Vacío: se mantiene la actual'}
            required={creating}
            {...form.bind('passwordHash')}
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

import { useRef, type FormEvent } from 'react';
import { PROFILE_SAVED, profileFormSchema, type Profile } from '@inpro/shared-contracts';
import { Button, PersonNameFields, TextField, useToast, issuesToErrors, serverErrors, useForm } from '@inpro/ui';
import { profileStyles as styles, useSaveProfile } from '@inpro/ui/profile';

type ProfileValues = {
  honorific: string;
  firstName: string;
  lastName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const PROFILE_SAVE_ERROR = 'No se pudieron guardar los cambios.';

const validate = (values: ProfileValues) => {
  const parsed = profileFormSchema.safeParse(values);
  return parsed.success ? {} : issuesToErrors<ProfileValues>(parsed.error.issues);
};

/** The profile form: names, read-only e-mail, phone and an optional password change. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const save = useSaveProfile();
  const form = useForm<ProfileValues>(
    {
      honorific: profile.honorific,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    validate,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !form.check(formRef.current)) return;
    const v = form.values;
    save.mutate(
      {
        honorific: v.honorific,
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
        ...(v.newPassword ? { currentPassword: v.currentPassword, newPassword: v.newPassword } : {}),
      },
      {
        onSuccess: (answer) => {
          form.setValues({
            honorific: answer.profile.honorific,
            firstName: answer.profile.firstName,
            lastName: answer.profile.lastName,
            phone: answer.profile.phone ?? '',
            currentPassword: '',
            newPassword: '',
            confirmPassword: '',
          });
          toast.success(PROFILE_SAVED);
        },
        onError: (err) => form.setErrors(serverErrors<ProfileValues>(err, PROFILE_SAVE_ERROR)),
      },
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Mi Perfil">
      <fieldset className={styles.group}>
        <legend>Datos personales</legend>
        <PersonNameFields
          honorific={form.bind('honorific')}
          firstName={form.bind('firstName')}
          lastName={form.bind('lastName')}
          registeredName={profile.fullName}
          namesUnknown={!profile.firstName && !profile.lastName}
          rowClassName={styles.row}
        />
        <div className={styles.row}>
          <TextField label="Email" type="email" value={profile.email} readOnly hint="El email no se puede cambiar." name="email" />
          <TextField label="Teléfono" type="tel" autoComplete="tel" {...form.bind('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Cambiar contraseña</legend>
        <p className={styles.note}>Déjalo en blanco para mantener tu contraseña actual.</p>
        <div className={styles.row}>
          <TextField
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            hint="Al menos 10 caracteres."
            {...form.bind('newPassword')}
          />
          <TextField label="Confirmar nueva contraseña" type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
        </div>
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          hint="Necesaria para cambiar la contraseña."
          {...form.bind('currentPassword')}
        />
      </fieldset>
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending} loadingText="Guardando…">
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

import { useRef, type FormEvent } from 'react';
import { PROFILE_SAVED, profileUpdateSchema, type Profile } from '@inpro/shared-contracts';
import { Button, PersonNameFields, TextArea, TextField, issuesToErrors, serverErrors, useForm, useToast } from '@inpro/ui';
import { profileStyles as styles, useSaveProfile } from '@inpro/ui/profile';

type ProfileValues = { honorific: string; firstName: string; lastName: string; phone: string; specialty: string; bio: string };

export const PROFILE_SAVE_ERROR = 'No se pudieron guardar los cambios.';

const validate = (values: ProfileValues) => {
  const parsed = profileUpdateSchema.safeParse(values);
  return parsed.success ? {} : issuesToErrors<ProfileValues>(parsed.error.issues);
};

const valuesOf = (p: Profile): ProfileValues => ({
  honorific: p.honorific,
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone ?? '',
  specialty: p.specialty,
  bio: p.bio,
});

/** The teacher's profile: names, read-only e-mail, phone, specialty and bio (shown on the public course pages). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const save = useSaveProfile();
  const form = useForm<ProfileValues>(valuesOf(profile), validate);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !form.check(formRef.current)) return;
    save.mutate(form.values, {
      onSuccess: (answer) => {
        form.reset(valuesOf(answer.profile));
        toast.success(PROFILE_SAVED);
      },
      onError: (err) => form.setErrors(serverErrors<ProfileValues>(err, PROFILE_SAVE_ERROR)),
    });
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
          <TextField label="Email" type="email" name="email" value={profile.email} readOnly hint="El email no se puede cambiar." />
          <TextField label="Teléfono" type="tel" autoComplete="tel" {...form.bind('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Perfil docente</legend>
        <p className={styles.note}>Tu especialidad y tu biografía se muestran en las páginas públicas de los cursos que dictas.</p>
        <TextField label="Especialidad" maxLength={200} placeholder="Ej.: Derecho Constitucional" {...form.bind('specialty')} />
        <TextArea label="Biografía" rows={6} maxLength={2000} hint="Máximo 2000 caracteres." {...form.bind('bio')} />
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

import { PROFILE_SAVED, profileUpdateSchema, type Profile } from '@inpro/shared-contracts';
import { Button, PersonNameFields, TextArea, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { profileStyles as styles, useSaveProfile } from '@inpro/ui/profile';

type ProfileValues = { honorific: string; firstName: string; lastName: string; phone: string; specialty: string; bio: string };

const PROFILE_SAVE_ERROR = 'No se pudieron guardar los cambios.';

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
  const toast = useToast();
  const save = useSaveProfile();
  const form = useZodForm({
    schema: profileUpdateSchema,
    defaultValues: valuesOf(profile),
    failure: PROFILE_SAVE_ERROR,
    onSubmit: async (changes) => {
      const answer = await save.mutateAsync(changes);
      form.reset(valuesOf(answer.profile));
      toast.success(PROFILE_SAVED);
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Mi Perfil">
      <fieldset className={styles.group}>
        <legend>Datos personales</legend>
        <PersonNameFields
          honorific={form.field('honorific')}
          firstName={form.field('firstName')}
          lastName={form.field('lastName')}
          registeredName={profile.fullName}
          namesUnknown={!profile.firstName && !profile.lastName}
          rowClassName={styles.row}
        />
        <div className={styles.row}>
          <TextField label="Email" type="email" name="email" value={profile.email} readOnly hint="El email no se puede cambiar." />
          <TextField label="Teléfono" type="tel" autoComplete="tel" {...form.field('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Perfil docente</legend>
        <p className={styles.note}>Tu especialidad y tu biografía se muestran en las páginas públicas de los cursos que dictas.</p>
        <TextField label="Especialidad" maxLength={200} placeholder="Ej.: Derecho Constitucional" {...form.field('specialty')} />
        <TextArea label="Biografía" rows={6} maxLength={2000} hint="Máximo 2000 caracteres." {...form.field('bio')} />
      </fieldset>
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Guardando…">
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

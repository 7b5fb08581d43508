import { PROFILE_SAVED, profileFormSchema, type Profile } from '@inpro/shared-contracts';
import { Button, PersonNameFields, TextField, useOnlineAction, useToast } from '@inpro/ui';
import { DraftNotice } from '@inpro/ui/drafts';
import { useZodForm } from '@inpro/ui/forms';
import { profileStyles as styles, useSaveProfile } from '@inpro/ui/profile';
import { useProfileDraft } from '../hooks/useProfileDraft';

type ProfileValues = {
  honorific: string;
  firstName: string;
  lastName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

const PROFILE_SAVE_ERROR = 'No se pudieron guardar los cambios.';
const PASSWORD_NOT_KEPT = 'Las contraseñas no se guardan en el dispositivo: si cierras la página, escríbelas de nuevo.';

/** The saved profile as the form shows it: the password boxes empty. */
const valuesOf = (p: Profile): ProfileValues => ({
  honorific: p.honorific,
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone ?? '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** The profile form: names, read-only e-mail, phone and an optional password change. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const save = useSaveProfile();
  // Offline the fields stay editable; saving waits for the connection.
  const online = useOnlineAction();
  const form = useZodForm({
    schema: profileFormSchema,
    defaultValues: valuesOf(profile),
    failure: PROFILE_SAVE_ERROR,
    // The confirmation stays here; the current password goes only with a new one. Without
    // connection the changes stay as a draft (see useFormDraft).
    onSubmit: ({ confirmPassword: _confirmed, currentPassword, newPassword, ...changes }) =>
      draft.send(async () => {
        const answer = await save.mutateAsync(newPassword ? { ...changes, currentPassword, newPassword } : changes);
        form.reset(valuesOf(answer.profile));
        toast.success(PROFILE_SAVED);
      }),
  });
  const draft = useProfileDraft(profile, form.values, (kept) => {
    for (const [name, value] of Object.entries(kept)) form.set(name as keyof typeof kept, value);
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
        {/* Set by the institute (the student code is A<year>-<number>, given at sign-up): shown, not edited. */}
        <div className={styles.row}>
          <TextField
            label="Código de alumno"
            value={profile.studentCode ?? 'Sin asignar'}
            readOnly
            name="studentCode"
            hint="Lo usas para verificar tus certificados."
          />
          <TextField label="DNI" value={profile.dni ?? 'Sin registrar'} readOnly name="dni" hint="Para corregirlo, escribe a secretaría." />
        </div>
        <div className={styles.row}>
          <TextField label="Email" type="email" value={profile.email} readOnly hint="El email no se puede cambiar." name="email" />
          <TextField label="Teléfono" type="tel" autoComplete="tel" {...form.field('phone')} />
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
            {...form.field('newPassword')}
          />
          <TextField label="Confirmar nueva contraseña" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        </div>
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          hint="Necesaria para cambiar la contraseña."
          {...form.field('currentPassword')}
        />
      </fieldset>
      <DraftNotice
        draft={draft}
        what="los cambios de tu perfil"
        onSend={form.submit}
        busy={form.busy}
        keptHint={form.values.newPassword ? PASSWORD_NOT_KEPT : undefined}
      />
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      {online.reason}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Guardando…" disabled={online.offline} aria-describedby={online.describedBy}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

import { ErrorState, LoadingText, loadError } from '@inpro/ui';
import type { Profile } from '@inpro/shared-contracts';
import { PageHeading } from '../../../app/PageHeading';
import { useProfile } from '../hooks/useProfile';
import { ProfileForm } from './ProfileForm';

export const PROFILE_LOAD_ERROR = 'No se pudo cargar tu perfil.';

/** /aula/perfil: the student's own data, saved on the server. */
export function ProfilePage() {
  const profile = useProfile();
  let content;
  if (profile.isPending) content = <LoadingText>Cargando tu perfil…</LoadingText>;
  else if (profile.isError)
    content = <ErrorState message={loadError(profile.error, PROFILE_LOAD_ERROR)} onRetry={() => profile.refetch()} />;
  else content = <ProfileForm key={profile.data.id} profile={profile.data as Profile} />;
  return (
    <section>
      <PageHeading title="Mi Perfil" subtitle="Tus datos personales y tu contraseña." />
      {content}
    </section>
  );
}

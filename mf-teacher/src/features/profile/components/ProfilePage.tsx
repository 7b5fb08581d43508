import { ErrorState, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { useProfile } from '../hooks/useProfile';
import { ProfileForm } from './ProfileForm';

export const PROFILE_LOAD_ERROR = 'No se pudo cargar tu perfil.';

/** /prof/perfil: the teacher's own data, saved on the server. */
export function ProfilePage() {
  const profile = useProfile();
  let content;
  if (profile.isPending) content = <LoadingText>Cargando tu perfil…</LoadingText>;
  else if (profile.isError)
    content = <ErrorState message={loadError(profile.error, PROFILE_LOAD_ERROR)} onRetry={() => profile.refetch()} />;
  else content = <ProfileForm key={profile.data.id} profile={profile.data} />;
  return (
    <section>
      <PageHeading title="Mi Perfil" subtitle="Tus datos de contacto y tu perfil docente." />
      {content}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { Profile } from '@inpro/shared-contracts';
import { ErrorState, FirstLoad, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { useProfile } from './useProfile';

const PROFILE_LOAD_ERROR = 'No se pudo cargar tu perfil.';

export interface ProfileScreenProps {
  /** What the page holds for this role, under "Mi Perfil". */
  subtitle: string;
  /** The role's form, given the loaded profile. */
  form: (profile: Profile) => ReactNode;
}

/** "Mi Perfil" of a logged-in area: loads the person's own profile, then shows the role's form. */
export function ProfileScreen({ subtitle, form }: ProfileScreenProps) {
  const profile = useProfile();
  let content;
  if (profile.isPending)
    content = (
      <FirstLoad query={profile}>
        <LoadingText>Cargando tu perfil…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps the profile on the screen (e.g. offline with a copy).
  else if (profile.isLoadingError)
    content = <ErrorState message={loadError(profile.error, PROFILE_LOAD_ERROR)} onRetry={() => profile.refetch()} />;
  else content = form(profile.data);
  return (
    <section>
      <PageHeading title="Mi Perfil" subtitle={subtitle} />
      {content}
    </section>
  );
}

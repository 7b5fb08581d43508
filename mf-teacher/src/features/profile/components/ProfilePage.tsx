import { ProfileScreen } from '@inpro/ui/profile';
import { ProfileForm } from './ProfileForm';

/** /prof/perfil: the teacher's own data, saved on the server. */
export function ProfilePage() {
  return (
    <ProfileScreen
      subtitle="Tus datos de contacto y tu perfil docente."
      form={(profile) => <ProfileForm key={profile.id} profile={profile} />}
    />
  );
}

import { ProfileScreen } from '@inpro/ui/profile';
import { ProfileForm } from './ProfileForm';

/** /aula/perfil: the student's own data, saved on the server. */
export function ProfilePage() {
  return (
    <ProfileScreen
      subtitle="Tus datos personales y tu contraseña."
      form={(profile) => <ProfileForm key={profile.id} profile={profile} />}
    />
  );
}

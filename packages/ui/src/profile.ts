// "Mi Perfil" of the student's and the teacher's areas, behind its own subpath (@inpro/ui/profile):
// not a shared singleton (no state of its own), each remote bundles it in its profile page's chunk.
// The roles' forms stay in their remotes (the fields differ); the loading, saving and frame are one.
export { useSaveProfile } from './profile/useSaveProfile';
export { ProfileScreen } from './profile/ProfileScreen';
export { default as profileStyles } from './profile/Profile.module.css';

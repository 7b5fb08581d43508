// "Mi Perfil" of the student's and the teacher's areas, behind its own subpath (@inpro/ui/profile):
// not a shared singleton (no state of its own), each remote bundles it in its profile page's chunk.
// The roles' forms stay in their remotes (the fields differ); the loading, saving and frame are one.
export { getProfile } from './profile/getProfile';
export { updateProfile } from './profile/updateProfile';
export { PROFILE_QUERY_KEY } from './profile/profileQuery';
export { useProfile } from './profile/useProfile';
export { useSaveProfile } from './profile/useSaveProfile';
export { PROFILE_LOAD_ERROR, ProfileScreen, type ProfileScreenProps } from './profile/ProfileScreen';
export { default as profileStyles } from './profile/Profile.module.css';

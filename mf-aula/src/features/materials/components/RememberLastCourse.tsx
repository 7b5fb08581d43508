import { useRememberCourse } from '../hooks/useRememberCourse';

/** Renders nothing; keeps the last visited course for the sidebar link 'Materiales'. */
export function RememberLastCourse() {
  useRememberCourse();
  return null;
}

import { ShellLink, buttonClass, useSession } from '@inpro/ui';
import styles from './Materials.module.css';

/**
 * Shown to a teacher who opened a course with "Vista alumno": says whose view this is and leads
 * back to the course in the teacher area. Students never see it.
 */
export function StudentViewBanner({ courseId }: { courseId: number | null }) {
  const { role } = useSession();
  if (role !== 'DOCENTE') return null;
  return (
    <div className={styles.studentView} role="note" aria-label="Vista alumno">
      <p>Vista alumno: así ven este curso tus alumnos.</p>
      <ShellLink className={buttonClass('primary', 'sm')} href={courseId === null ? '/prof/cursos' : `/prof/cursos/${courseId}/gestionar`}>
        Volver a la vista docente
      </ShellLink>
    </div>
  );
}

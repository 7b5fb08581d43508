import { Link } from '@inpro/ui/router';
import styles from './Materials.module.css';

/** A message that replaces the list (invalid id in the route, no access) with a way back to the courses. */
export function MaterialsNotice({
  message,
  backTo = '/aula/miscursos',
  backLabel = 'Volver a Mis Cursos',
}: {
  message: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      <Link to={backTo}>{backLabel}</Link>
    </div>
  );
}

import { LOGIN_PATH } from '@inpro/shared-contracts';
import { NewTabLink } from './NewTabLink';
import styles from './Home.module.css';

/** The two calls to action of the home page (hero and closing band): Aula Virtual and the catalogue. */
export function HomeActions() {
  return (
    <div className={styles.actions}>
      <NewTabLink href={LOGIN_PATH} className={styles.ctaPrimary}>
        Acceder al Aula Virtual
      </NewTabLink>
      <NewTabLink href="/cursos" className={styles.ctaSecondary}>
        Ver Cursos Disponibles
      </NewTabLink>
    </div>
  );
}

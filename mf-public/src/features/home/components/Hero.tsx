import { DetailList } from '../../../app/ui';
import content from '../../../content/components/Content.module.css';
import { HERO_CHECKS, HOME_STATS } from '../content/homeContent';
import { HeroIllustration } from './HeroIllustration';
import { HomeActions } from './HomeActions';
import styles from './Home.module.css';

function CheckIcon() {
  return (
    <svg className={styles.checkIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#34d399" />
      <path d="M5.5 10.5 L8.5 13.5 L14.5 7" fill="none" stroke="#053321" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Hero() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={`${content.container} ${styles.heroGrid}`}>
          <div>
            <p className={styles.chip}>Instituto Nacional de Profesionalización</p>
            <h1 id="home-hero-title" className={styles.headline}>
              Transforma tu carrera profesional con educación legal de excelencia
            </h1>
            <p className={styles.heroText}>
              Cursos, diplomados y programas de especialización en derecho y gestión pública, dictados por especialistas en ejercicio, con
              certificación verificable y la flexibilidad de estudiar desde cualquier lugar del Perú.
            </p>
            <ul className={styles.checks}>
              {HERO_CHECKS.map((text) => (
                <li key={text}>
                  <CheckIcon />
                  {text}
                </li>
              ))}
            </ul>
            <HomeActions />
          </div>
          <HeroIllustration className={styles.heroArt} />
        </div>
      </section>
      <section aria-label="Cifras del instituto">
        <DetailList className={styles.stats} itemClassName={styles.stat} items={HOME_STATS} />
      </section>
    </>
  );
}

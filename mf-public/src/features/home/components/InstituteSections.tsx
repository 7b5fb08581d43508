import { Link } from '@inpro/ui/router';
import { buttonClass } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import { CardGrid } from '../../../content/components/CardGrid';
import { Section } from '../../../content/components/Section';
import { CERTIFICATIONS, MISSION, REASONS, TEACHERS, VALUES, VISION } from '../content/homeContent';
import { HomeActions } from './HomeActions';
import styles from './Home.module.css';

export function ValuesSection() {
  return (
    <Section alt eyebrow="Quiénes somos" title="Misión, visión y valores">
      <div className={content.grid}>
        <article className={content.card}>
          <h3>Misión</h3>
          <p>{MISSION}</p>
        </article>
        <article className={content.card}>
          <h3>Visión</h3>
          <p>{VISION}</p>
        </article>
        <article className={content.card}>
          <h3>Valores</h3>
          <ul className={content.list}>
            {VALUES.map((v) => (
              <li key={v.name}>
                <strong>{v.name}:</strong> {v.text}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  );
}

export function WhyChooseSection() {
  return (
    <Section eyebrow="Por qué elegirnos" title="¿Por qué estudiar con nosotros?">
      <CardGrid items={REASONS} />
    </Section>
  );
}

function initials(name: string): string {
  return name
    .replace(/^(Dra?\.|Mg\.)\s*/, '')
    .split(/\s+/)
    .slice(0, 3)
    .filter((_, i) => i !== 1)
    .map((w) => w[0])
    .join('');
}

export function TeachersSection() {
  return (
    <Section
      eyebrow="Plana docente"
      title="Aprende con especialistas en ejercicio"
      lead="Nuestros docentes combinan la cátedra con la práctica profesional en la judicatura, el arbitraje y la asesoría."
    >
      <ul className={content.grid}>
        {TEACHERS.map((t) => (
          <li key={t.name} className={content.card}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(t.name)}
            </span>
            <h3>{t.name}</h3>
            <span className={styles.role}>{t.title}</span>
            <p>{t.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CertificationsSection() {
  return (
    <Section
      alt
      eyebrow="Certificaciones"
      title="Certificaciones con respaldo y verificación en línea"
      lead="Al aprobar tu programa recibes documentos que acreditan tu formación ante empleadores e instituciones públicas."
    >
      <CardGrid items={CERTIFICATIONS} />
      <p className={styles.moreRow}>
        <Link className={buttonClass('secondary')} to="/certificados">
          Verificar un certificado
        </Link>
      </p>
    </Section>
  );
}

export function FinalCta() {
  return (
    <section className={styles.finalCta} aria-labelledby="home-final-cta">
      <div className={content.container}>
        <h2 id="home-final-cta">¿Listo para dar el siguiente paso en tu carrera?</h2>
        <p>
          Ingresa al Aula Virtual para continuar tus estudios o explora el catálogo y elige el programa que impulse tu desarrollo
          profesional.
        </p>
        <HomeActions />
      </div>
    </section>
  );
}

import { Link } from '@inpro/ui/router';
import { buttonClass } from '@inpro/ui';
import { formatSoles } from '@inpro/shared-contracts';
import content from '../../../content/components/Content.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { Section } from '../../../content/components/Section';
import { StepList } from '../../../content/components/StepList';
import { FaqList } from '../../../content/components/FaqList';
import { PROCEDURE_FAQS, PROCEDURE_FLOW, PROCEDURES } from '../content/proceduresContent';
import styles from './ProceduresPage.module.css';

/** /tramites: three procedure cards, the 4-step flow and FAQs. */
export function ProceduresPage() {
  return (
    <div className={content.page}>
      <PageIntro eyebrow="Trámites Educativos" title="Trámites educativos">
        Solicita constancias, duplicados y convalidaciones de forma virtual, con plazos y costos claros.
      </PageIntro>
      <Section title="Trámites disponibles">
        <ul className={content.grid}>
          {PROCEDURES.map((p) => (
            <li key={p.id} className={content.card} aria-labelledby={`tramite-${p.id}`}>
              <span className={styles.code}>{p.id}</span>
              <h3 id={`tramite-${p.id}`}>{p.titulo}</h3>
              <dl className={styles.facts}>
                <dt>Plazo</dt>
                <dd>{p.plazo}</dd>
                <dt>Costo</dt>
                <dd className={styles.cost}>{formatSoles(p.costo)}</dd>
              </dl>
              <p className={styles.reqTitle}>Requisitos</p>
              <ul className={content.list}>
                {p.req.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p>
          <Link className={buttonClass('secondary')} to="/contacto">
            Solicitar un trámite
          </Link>
        </p>
      </Section>
      <Section alt title="¿Cómo realizar tu trámite?">
        <StepList steps={PROCEDURE_FLOW} label="Pasos del trámite" />
      </Section>
      <Section title="Preguntas frecuentes">
        <FaqList items={PROCEDURE_FAQS} />
      </Section>
    </div>
  );
}

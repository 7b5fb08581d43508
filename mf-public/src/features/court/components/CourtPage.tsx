import { formatSoles } from '@inpro/shared-contracts';
import { DetailList } from '../../../app/ui';
import content from '../../../content/components/Content.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { Section } from '../../../content/components/Section';
import { StepList } from '../../../content/components/StepList';
import { FaqList } from '../../../content/components/FaqList';
import { COURT_FAQS, COURT_FEES, COURT_FLOW, COURT_REQUIREMENTS, COURT_RULES, COURT_TIMES } from '../content/courtContent';
import styles from './CourtPage.module.css';

/** /arbitraje: requirements, reference fees, rules, the 4-step case flow, stated times and two FAQs. */
export function CourtPage() {
  return (
    <div className={content.page}>
      <PageIntro eyebrow="Corte de Arbitraje / Conciliación" title="Corte de Arbitraje y Conciliación">
        Resolvemos controversias civiles, comerciales y de contratación pública con árbitros y conciliadores acreditados, mediante
        procedimientos virtuales, confidenciales y con plazos definidos.
      </PageIntro>
      <Section title="Requisitos y tarifas">
        <div className={styles.twoColumns}>
          <div>
            <h3 className={content.subtitle}>Requisitos para presentar un caso</h3>
            <ul className={content.list}>
              {COURT_REQUIREMENTS.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <div>
            <table className={styles.table}>
              <caption>Tarifas referenciales</caption>
              <thead>
                <tr>
                  <th scope="col">Concepto</th>
                  <th scope="col">Monto</th>
                </tr>
              </thead>
              <tbody>
                {COURT_FEES.map((fee) => (
                  <tr key={fee.concept}>
                    <th scope="row">
                      {fee.concept}
                      <span className={styles.note}>{fee.note}</span>
                    </th>
                    <td className={styles.amount}>{formatSoles(fee.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <DetailList className={styles.times} aria-label="Plazos" items={COURT_TIMES} />
          </div>
        </div>
      </Section>
      <Section alt title="Reglas del procedimiento">
        <ul className={content.list}>
          {COURT_RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Section>
      <Section title="¿Cómo se tramita un caso?">
        <StepList steps={COURT_FLOW} label="Flujo del caso" />
      </Section>
      <Section alt title="Preguntas frecuentes">
        <FaqList items={COURT_FAQS} />
      </Section>
    </div>
  );
}

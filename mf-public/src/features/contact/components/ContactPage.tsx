import { useRemoteProps } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { Section } from '../../../content/components/Section';
import { FaqList } from '../../../content/components/FaqList';
import { CONTACT_FAQS, DEPARTMENTS, OFFICE_HOURS } from '../content/contactContent';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Contact: cards (e-mail and phone from the site configuration), the message form, departments and FAQs. */
export function ContactPage() {
  const { config } = useRemoteProps();
  const email = config.contactEmail?.trim();
  const phone = config.contactPhone?.trim();

  return (
    <div className={content.page}>
      <PageIntro eyebrow="Contacto" title="Contáctanos">
        ¿Tienes dudas sobre un programa, tu matrícula o tu certificado? Escríbenos y nuestro equipo te responderá a la brevedad.
      </PageIntro>
      <section className={content.section} aria-labelledby="contact-form-title">
        <div className={content.container}>
          <ul className={styles.cards} aria-label="Canales de atención">
            <li className={content.card}>
              <h2 className={content.subtitle}>Correo electrónico</h2>
              {email ? (
                <a className={styles.cardLink} href={`mailto:${email}`}>
                  {email}
                </a>
              ) : (
                <p>Por confirmar</p>
              )}
            </li>
            <li className={content.card}>
              <h2 className={content.subtitle}>Teléfono</h2>
              {phone ? (
                <a className={styles.cardLink} href={telHref(phone)}>
                  {phone}
                </a>
              ) : (
                <p>Por confirmar</p>
              )}
            </li>
            <li className={content.card}>
              <h2 className={content.subtitle}>Horario de atención</h2>
              <p>{OFFICE_HOURS}</p>
            </li>
          </ul>
          <div className={styles.layout}>
            <div className={styles.formBox}>
              <h2 id="contact-form-title" className={content.title}>
                Envíanos un mensaje
              </h2>
              <p className={content.lead}>Los campos marcados con * son obligatorios.</p>
              <ContactForm />
            </div>
            <div>
              <h2 className={content.title}>Áreas de atención</h2>
              <ul className={styles.departments}>
                {DEPARTMENTS.map((d) => (
                  <li key={d.name}>
                    <h3>{d.name}</h3>
                    <p>{d.text}</p>
                    <span className={styles.subjectHint}>
                      Asunto sugerido: <strong>{d.subject}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>
      <Section alt title="Preguntas frecuentes">
        <FaqList items={CONTACT_FAQS} />
      </Section>
    </div>
  );
}

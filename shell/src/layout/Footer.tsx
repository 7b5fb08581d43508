import { BrandMark } from './Brand';
import styles from './Footer.module.css';

export interface FooterProps {
  contactEmail?: string;
  contactPhone?: string;
  /** The institute's logo from the branding settings; the drawn mark when null. */
  logoUrl?: string | null;
  /** For tests; defaults to the current year. */
  year?: number;
}

const COURSES = ['Derecho Constitucional', 'Derecho Penal', 'Derecho Civil', 'Derecho Laboral'];
const SUPPORT: Array<{ label: string; href: string }> = [
  { label: 'Centro de Ayuda', href: '#ayuda' },
  { label: 'Contacto', href: '#contacto' },
  { label: 'FAQ', href: '#faq' },
  { label: 'Términos y Condiciones', href: '#terminos' },
];

/** The public site's footer (seed 000 §2). Contact e-mail and phone come from /api/site/config. */
export function Footer({ contactEmail, contactPhone, logoUrl = null, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>
            <BrandMark size={32} logoUrl={logoUrl} />
            <span>INPRO</span>
          </p>
          <p className={styles.tagline}>Instituto Nacional de Profesionalización – Educación legal de excelencia</p>
        </div>
        <LinkColumn id="footer-cursos" title="Cursos" links={COURSES.map((label) => ({ label, href: '#cursos' }))} />
        <LinkColumn id="footer-soporte" title="Soporte" links={SUPPORT} />
        <section aria-labelledby="footer-contacto" className={styles.column}>
          <h2 id="footer-contacto" className={styles.heading}>
            Contacto
          </h2>
          <ul className={styles.list}>
            {contactEmail ? (
              <li>
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </li>
            ) : null}
            {contactPhone ? (
              <li>
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
              </li>
            ) : null}
            <li>Lunes a Viernes 9:00-18:00</li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>© {year} INPRO – Instituto Nacional de Profesionalización. Todos los derechos reservados.</p>
    </footer>
  );
}

/** A titled column of footer links (a navigation landmark labelled by its heading). */
function LinkColumn({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { LEGAL_PAGES } from '@inpro/shared-contracts';
import { BrandMark } from './Brand';
import { followLink } from './navigation';
import styles from './Footer.module.css';

export interface FooterProps {
  contactEmail?: string;
  contactPhone?: string;
  /** The institute's logo from the branding settings; the drawn mark when null. */
  logoUrl?: string | null;
  /** For tests; defaults to the current year. */
  year?: number;
  /** In-app navigation for the site's own pages (as the navbar's links); without it they load as pages. */
  navigate?(to: string): void;
}

const COURSES = ['Derecho Constitucional', 'Derecho Penal', 'Derecho Civil', 'Derecho Laboral'];
// The seed's labels, each leading to its page (the help, FAQ and legal pages are edited in /superadmin).
const SUPPORT: Array<{ label: string; href: string }> = [
  { label: 'Centro de Ayuda', href: LEGAL_PAGES.ayuda.path },
  { label: 'Contacto', href: '/contacto' },
  { label: 'FAQ', href: LEGAL_PAGES['preguntas-frecuentes'].path },
  { label: 'Términos y Condiciones', href: LEGAL_PAGES.terminos.path },
  { label: 'Política de privacidad', href: LEGAL_PAGES.privacidad.path },
];

/** The public site's footer (seed 000 §2). Contact e-mail and phone come from /api/site/config. */
export function Footer({ contactEmail, contactPhone, logoUrl = null, year = new Date().getFullYear(), navigate }: FooterProps) {
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
        <LinkColumn id="footer-soporte" title="Soporte" links={SUPPORT} navigate={navigate} />
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
function LinkColumn({
  id,
  title,
  links,
  navigate,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
  navigate?(to: string): void;
}) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} onClick={navigate && link.href.startsWith('/') ? (e) => followLink(e, link.href, navigate) : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

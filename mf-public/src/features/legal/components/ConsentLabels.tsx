import { LEGAL_PAGES } from '@inpro/shared-contracts';

/** A link to a legal page in a new tab, so a half-filled form is not left behind. */
function LegalLink({ slug, children }: { slug: 'terminos' | 'privacidad'; children: string }) {
  return (
    <a href={LEGAL_PAGES[slug].path} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** Hint under a consent box: where its links open. */
export const CONSENT_LINKS_HINT = 'Los enlaces se abren en una pestaña nueva.';

/** The registration's consent (TERMS_CONSENT_LABEL), with both documents linked. */
export function TermsConsentLabel() {
  return (
    <>
      He leído y acepto los <LegalLink slug="terminos">Términos y condiciones</LegalLink> y la{' '}
      <LegalLink slug="privacidad">Política de privacidad</LegalLink>
    </>
  );
}

/** The contact form's consent to the privacy policy (Ley N.° 29733), with the policy linked. */
export function PrivacyConsentLabel() {
  return (
    <>
      Acepto la <LegalLink slug="privacidad">política de privacidad</LegalLink> y el tratamiento de mis datos personales conforme a la Ley
      N.° 29733.
    </>
  );
}

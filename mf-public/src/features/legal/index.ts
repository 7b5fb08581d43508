// The door of the legal feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screen, one lazy chunk (/terminos, /privacidad, /preguntas-frecuentes, /ayuda).
export const LegalPage = lazyPage(named(() => import('./components/LegalPage'), 'LegalPage'));
// The consent labels of the forms that collect personal data (registration, contact): small, not lazy.
export { CONSENT_LINKS_HINT, PrivacyConsentLabel, TermsConsentLabel } from './components/ConsentLabels';

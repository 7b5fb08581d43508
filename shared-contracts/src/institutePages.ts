import { LEGAL_PAGES } from './legalPages';
import { foldText } from './text';

/** A page of the institute's public site that the navbar search finds besides the courses. */
export interface InstitutePage {
  title: string;
  path: string;
  description: string;
  /** Words people type for it, besides its title and description. */
  keywords: string;
}

/** The institute's own pages (seed 000 §2's navbar), as the search lists them. */
const INSTITUTE_PAGES: readonly InstitutePage[] = [
  {
    title: 'Corte de Arbitraje y Conciliación',
    path: '/arbitraje',
    description: 'Arbitraje, conciliación, registro de casos, árbitros y tarifas del centro.',
    keywords: 'arbitro arbitros conciliador conciliadores laudo centro de arbitraje tarifas casos',
  },
  {
    title: 'Trámites Educativos',
    path: '/tramites',
    description: 'Constancias, duplicados de certificados y otros trámites, con sus costos.',
    keywords: 'tramite constancia duplicado certificado costo solicitud',
  },
  {
    title: 'Certificaciones',
    path: '/certificados',
    description: 'Verifica un certificado emitido por el instituto.',
    keywords: 'certificado verificar validar codigo dni',
  },
  {
    title: 'Diplomados',
    path: '/diplomados',
    description: 'Diplomados del instituto por especialidad y modalidad.',
    keywords: 'diplomado diploma',
  },
  {
    title: 'Programas de Especialización',
    path: '/especializacion',
    description: 'Programas de especialización del instituto.',
    keywords: 'especializacion especialidad programa',
  },
  {
    title: 'Contacto',
    path: '/contacto',
    description: 'Escríbenos: consultas, inscripciones y atención.',
    keywords: 'contacto telefono correo direccion consulta whatsapp',
  },
  {
    title: LEGAL_PAGES.ayuda.name,
    path: LEGAL_PAGES.ayuda.path,
    description: LEGAL_PAGES.ayuda.description,
    keywords: 'ayuda soporte guia como',
  },
  {
    title: LEGAL_PAGES['preguntas-frecuentes'].name,
    path: LEGAL_PAGES['preguntas-frecuentes'].path,
    description: LEGAL_PAGES['preguntas-frecuentes'].description,
    keywords: 'faq preguntas dudas',
  },
  {
    title: LEGAL_PAGES.terminos.name,
    path: LEGAL_PAGES.terminos.path,
    description: LEGAL_PAGES.terminos.description,
    keywords: 'terminos condiciones devolucion reclamo',
  },
  {
    title: LEGAL_PAGES.privacidad.name,
    path: LEGAL_PAGES.privacidad.path,
    description: LEGAL_PAGES.privacidad.description,
    keywords: 'privacidad datos personales proteccion arco ley 29733',
  },
];

/** The institute's pages whose title, description or keywords contain every word of `q` (accents and case ignored). */
export function searchInstitutePages(q: string): InstitutePage[] {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return INSTITUTE_PAGES.filter((p) => {
    const text = foldText(`${p.title} ${p.description} ${p.keywords}`);
    return words.every((w) => text.includes(w));
  });
}

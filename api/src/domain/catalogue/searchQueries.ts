/**
 * Real searches of the catalogue and what should come first, on the demo catalogue (seed/catalog.ts):
 * with and without accents, typos, partial words, legal terms, course codes, teachers' surnames.
 * `first` lists the acceptable first results (several when they are equally good answers); null
 * means no published course should be found. Checked by searchQueries.api.test.ts against the API;
 * api/bench/search-engines.mjs scores the three candidate libraries on the same list.
 */
export interface SearchCase {
  q: string;
  first: string[] | null;
  /** What the case tests. */
  kind: 'accent' | 'no accent' | 'typo' | 'partial' | 'legal term' | 'code' | 'teacher' | 'words' | 'draft';
}

const ARBITROS = 'Formación y Acreditación de Árbitros';
const ARBITRAJE_CP = 'Arbitraje en Contratación Pública';
const CONCILIADORES = 'Curso de Formación de Conciliadores Extrajudiciales';
const CONSTITUCIONAL = [
  'Diplomado en Derecho Constitucional y Procesos Constitucionales',
  'Introducción al Derecho Constitucional Peruano',
];
const PENAL = [
  'Derecho Penal Parte General: Teoría del Delito',
  'Diplomado en Derecho Penal Económico y de la Empresa',
  'Litigación Oral en el Proceso Penal Acusatorio',
  'Programa de Especialización en Derecho Procesal Penal',
];
const LABORAL = ['Derecho Laboral Individual y Planillas', 'Derecho Procesal Laboral: Nueva Ley Procesal del Trabajo'];
const TRIBUTARIO = [
  'Especialización en Derecho Tributario y Procedimientos ante SUNAT',
  'Tributación para Abogados: Impuesto a la Renta e IGV',
];
const DIPLOMADOS = [
  'Diplomado en Derecho Constitucional y Procesos Constitucionales',
  'Diplomado en Derecho Penal Económico y de la Empresa',
  'Diplomado en Contrataciones con el Estado: Ley 32069',
  'Diplomado en Derecho Inmobiliario y Registral',
];
const FAMILIA = ['Derecho de Familia: Alimentos, Tenencia y Régimen de Visitas', 'Sucesiones y Derecho Patrimonial de Familia'];

export const SEARCH_CASES: SearchCase[] = [
  { q: 'conciliacion', first: [CONCILIADORES], kind: 'no accent' },
  { q: 'conciliación', first: [CONCILIADORES], kind: 'accent' },
  { q: 'CONCILIADORES', first: [CONCILIADORES], kind: 'words' },
  { q: 'concilacion', first: [CONCILIADORES], kind: 'typo' },
  { q: 'arbitrage', first: [ARBITROS, ARBITRAJE_CP], kind: 'typo' },
  { q: 'arbitraje', first: [ARBITRAJE_CP, ARBITROS], kind: 'legal term' },
  { q: 'árbitros', first: [ARBITROS], kind: 'accent' },
  { q: 'contratacion publica', first: [ARBITRAJE_CP], kind: 'no accent' },
  { q: 'contrataciones del estado', first: ['Diplomado en Contrataciones con el Estado: Ley 32069'], kind: 'legal term' },
  { q: 'penal', first: PENAL, kind: 'legal term' },
  { q: 'diplomado laboral', first: LABORAL, kind: 'words' },
  { q: 'derecho penal economico', first: ['Diplomado en Derecho Penal Económico y de la Empresa'], kind: 'no accent' },
  { q: 'teoria del delito', first: ['Derecho Penal Parte General: Teoría del Delito'], kind: 'legal term' },
  {
    q: 'huaman',
    first: PENAL.concat('Formación de Peritos Judiciales', 'Programa de Compliance y Prevención de Delitos Corporativos'),
    kind: 'teacher',
  },
  {
    q: 'Vargas Chávez',
    first: [
      ...LABORAL,
      ...TRIBUTARIO,
      'Procedimiento Administrativo General: TUO de la Ley 27444',
      'Derecho Ambiental y Fiscalización del OEFA',
    ],
    kind: 'teacher',
  },
  { q: 'constitucinal', first: CONSTITUCIONAL, kind: 'typo' },
  { q: 'introduccion constitucional', first: ['Introducción al Derecho Constitucional Peruano'], kind: 'no accent' },
  { q: 'dipl', first: DIPLOMADOS, kind: 'partial' },
  { q: 'tributa', first: TRIBUTARIO, kind: 'partial' },
  { q: 'sunat', first: ['Especialización en Derecho Tributario y Procedimientos ante SUNAT'], kind: 'legal term' },
  { q: 'ley 27444', first: ['Procedimiento Administrativo General: TUO de la Ley 27444'], kind: 'legal term' },
  { q: 'RD-2026-0101', first: [ARBITROS], kind: 'code' },
  { q: 'litigacion oral', first: ['Litigación Oral en el Proceso Penal Acusatorio'], kind: 'no accent' },
  { q: 'derechos humanos', first: ['Derechos Humanos y Sistema Interamericano'], kind: 'words' },
  { q: 'procesal penal', first: ['Programa de Especialización en Derecho Procesal Penal'], kind: 'legal term' },
  { q: 'titulos valores', first: ['Títulos Valores y Derecho Cambiario'], kind: 'no accent' },
  { q: 'gobierno corporativo', first: ['Derecho Corporativo y Gobierno de Sociedades'], kind: 'words' },
  { q: 'compliance', first: ['Programa de Compliance y Prevención de Delitos Corporativos'], kind: 'legal term' },
  { q: 'peritos judiciales', first: ['Formación de Peritos Judiciales'], kind: 'words' },
  { q: 'familia alimentos', first: ['Derecho de Familia: Alimentos, Tenencia y Régimen de Visitas'], kind: 'words' },
  { q: 'deretcho familia', first: FAMILIA, kind: 'typo' },
  { q: 'fiscalizacion ambiental', first: ['Derecho Ambiental y Fiscalización del OEFA'], kind: 'no accent' },
  {
    q: 'notarial registral',
    first: ['Derecho Notarial y Registral: Calificación e Inscripción', 'Diplomado en Derecho Inmobiliario y Registral'],
    kind: 'legal term',
  },
  { q: 'inmobiliario', first: ['Diplomado en Derecho Inmobiliario y Registral'], kind: 'legal term' },
  { q: 'procedimiento administrativo', first: ['Procedimiento Administrativo General: TUO de la Ley 27444'], kind: 'legal term' },
  { q: 'contratos civiles', first: ['Contratos Civiles: Teoría General y Contratos Típicos'], kind: 'words' },
  { q: 'procesal civil', first: ['Derecho Procesal Civil: Demanda, Prueba y Medios Impugnatorios'], kind: 'legal term' },
  { q: 'planillas', first: ['Derecho Laboral Individual y Planillas'], kind: 'legal term' },
  { q: 'impuesto a la renta', first: ['Tributación para Abogados: Impuesto a la Renta e IGV'], kind: 'legal term' },
  { q: 'interamericano', first: ['Derechos Humanos y Sistema Interamericano'], kind: 'legal term' },
  { q: 'sucesion', first: ['Sucesiones y Derecho Patrimonial de Familia'], kind: 'partial' },
  { q: 'minero', first: null, kind: 'draft' },
];

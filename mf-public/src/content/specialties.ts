/** The symbol drawn in a specialty's illustration. */
export type SpecialtyGlyph =
  'gavel' | 'scales' | 'handshake' | 'book' | 'shield' | 'building' | 'leaf' | 'people' | 'document' | 'microphone' | 'coin' | 'magnifier';

export interface Specialty {
  id: string;
  name: string;
  description: string;
  glyph: SpecialtyGlyph;
  /** Hue (0–360) of the illustration's background; the colours stay dark enough for white text. */
  hue: number;
}

/** The institute's 19 areas of specialty, shown on the home page. */
export const SPECIALTIES: readonly Specialty[] = [
  {
    id: 'formacion-arbitros',
    name: 'Formación de Árbitros',
    description:
      'Prepárate para integrar nóminas de árbitros: teoría del arbitraje, redacción de laudos, conducción de audiencias y ética arbitral, con casos reales de arbitraje comercial y de contratación pública.',
    glyph: 'gavel',
    hue: 214,
  },
  {
    id: 'formacion-peritos',
    name: 'Formación de Peritos',
    description:
      'Aprende a elaborar y sustentar informes periciales en procesos judiciales y arbitrales: metodología pericial, valoración de la prueba y técnicas para la exposición del perito en audiencia.',
    glyph: 'magnifier',
    hue: 198,
  },
  {
    id: 'formacion-conciliadores',
    name: 'Formación de Conciliadores',
    description:
      'Programa orientado a la conciliación extrajudicial: técnicas de negociación y comunicación, manejo de conflictos, redacción de actas y el marco normativo de los centros de conciliación.',
    glyph: 'handshake',
    hue: 168,
  },
  {
    id: 'derecho-penal',
    name: 'Derecho Penal',
    description:
      'Teoría del delito, delitos en particular y el proceso penal acusatorio del Código Procesal Penal, con énfasis en la estrategia de defensa, la investigación preparatoria y el juicio oral.',
    glyph: 'scales',
    hue: 0,
  },
  {
    id: 'derecho-civil',
    name: 'Derecho Civil',
    description:
      'Acto jurídico, obligaciones, contratos, derechos reales y responsabilidad civil según el Código Civil peruano, con análisis de la jurisprudencia de la Corte Suprema y los plenos casatorios.',
    glyph: 'book',
    hue: 226,
  },
  {
    id: 'derecho-laboral',
    name: 'Derecho Laboral',
    description:
      'Relaciones individuales y colectivas de trabajo, régimen laboral privado y público, seguridad y salud en el trabajo y la Nueva Ley Procesal del Trabajo aplicada a casos frecuentes.',
    glyph: 'people',
    hue: 28,
  },
  {
    id: 'derecho-tributario',
    name: 'Derecho Tributario',
    description:
      'Código Tributario, impuesto a la renta, IGV, procedimientos de fiscalización y cobranza ante SUNAT y el litigio ante el Tribunal Fiscal, desde la perspectiva del asesor y del contribuyente.',
    glyph: 'coin',
    hue: 150,
  },
  {
    id: 'derecho-constitucional',
    name: 'Derecho Constitucional',
    description:
      'Derechos fundamentales, organización del Estado y procesos constitucionales (amparo, hábeas corpus, hábeas data, cumplimiento) a la luz del Nuevo Código Procesal Constitucional y la jurisprudencia del Tribunal Constitucional.',
    glyph: 'building',
    hue: 240,
  },
  {
    id: 'derecho-administrativo',
    name: 'Derecho Administrativo',
    description:
      'Procedimiento administrativo general (TUO de la Ley 27444), potestad sancionadora, actos administrativos y el proceso contencioso administrativo para servidores públicos y abogados litigantes.',
    glyph: 'document',
    hue: 262,
  },
  {
    id: 'contrataciones-estado',
    name: 'Contrataciones con el Estado',
    description:
      'Ley General de Contrataciones Públicas y su reglamento: actuaciones preparatorias, procedimientos de selección, ejecución contractual, controversias y el uso de la plataforma del SEACE.',
    glyph: 'handshake',
    hue: 205,
  },
  {
    id: 'derecho-comercial-societario',
    name: 'Derecho Comercial y Societario',
    description:
      'Sociedades según la Ley General de Sociedades, títulos valores, contratos mercantiles, reorganización societaria y gobierno corporativo para la asesoría legal a empresas.',
    glyph: 'coin',
    hue: 190,
  },
  {
    id: 'derecho-familia',
    name: 'Derecho de Familia',
    description:
      'Matrimonio, divorcio, alimentos, tenencia, régimen de visitas, filiación y violencia familiar, con las herramientas procesales para atender estos casos con enfoque de derechos.',
    glyph: 'people',
    hue: 330,
  },
  {
    id: 'derecho-notarial-registral',
    name: 'Derecho Notarial y Registral',
    description:
      'Función notarial, instrumentos públicos, asuntos no contenciosos y el sistema registral peruano ante SUNARP: calificación registral, inscripción de bienes y personas jurídicas.',
    glyph: 'document',
    hue: 280,
  },
  {
    id: 'derecho-ambiental',
    name: 'Derecho Ambiental',
    description:
      'Ley General del Ambiente, evaluación de impacto ambiental, fiscalización del OEFA, responsabilidad ambiental y la gestión de conflictos socioambientales en proyectos de inversión.',
    glyph: 'leaf',
    hue: 130,
  },
  {
    id: 'derecho-procesal',
    name: 'Derecho Procesal',
    description:
      'Teoría general del proceso, proceso civil, medios impugnatorios, medidas cautelares y ejecución de resoluciones judiciales, con práctica en redacción de escritos y recursos.',
    glyph: 'gavel',
    hue: 230,
  },
  {
    id: 'compliance-anticorrupcion',
    name: 'Compliance y Anticorrupción',
    description:
      'Diseño e implementación de modelos de prevención según la Ley 30424, responsabilidad administrativa de las personas jurídicas, delitos contra la administración pública y debida diligencia.',
    glyph: 'shield',
    hue: 10,
  },
  {
    id: 'derechos-humanos',
    name: 'Derechos Humanos',
    description:
      'Sistema universal e interamericano de protección, control de convencionalidad, litigio ante la Comisión y la Corte Interamericana y enfoque de derechos en las políticas públicas.',
    glyph: 'people',
    hue: 200,
  },
  {
    id: 'litigacion-oral',
    name: 'Litigación Oral',
    description:
      'Técnicas de litigación en audiencias: teoría del caso, alegatos de apertura y clausura, examen directo y contraexamen, objeciones y argumentación oral con simulaciones de juicio.',
    glyph: 'microphone',
    hue: 20,
  },
  {
    id: 'gestion-publica',
    name: 'Gestión Pública',
    description:
      'Modernización del Estado, planeamiento estratégico, presupuesto público, sistemas administrativos y gestión por resultados para funcionarios y servidores de los tres niveles de gobierno.',
    glyph: 'building',
    hue: 180,
  },
];

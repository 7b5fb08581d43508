/** Marketing texts of the home page (static by design). */

export const HERO_CHECKS = [
  'Certificaciones oficiales con código de verificación',
  'Docentes con amplia experiencia profesional',
  'Metodología 100% online y flexible',
  'Acompañamiento académico personalizado',
] as const;

/** Seed 000 section 9. */
export const HOME_STATS = [
  { value: '5,000+', label: 'Estudiantes Activos' },
  { value: '50+', label: 'Cursos Disponibles' },
  { value: '25+', label: 'Profesores Expertos' },
  { value: '98%', label: 'Satisfacción' },
] as const;

export const MISSION =
  'Formar y especializar a profesionales del derecho y de la gestión pública del Perú con programas académicos de excelencia, accesibles desde cualquier lugar del país, que fortalezcan su desempeño ético y su desarrollo profesional.';

export const VISION =
  'Ser al 2030 el instituto de referencia nacional en educación legal online, reconocido por la calidad de sus docentes, la pertinencia de sus programas y el impacto de sus egresados en la justicia y en la administración pública.';

export const VALUES = [
  { name: 'Excelencia académica', text: 'Contenidos actualizados y exigentes, diseñados por especialistas en ejercicio.' },
  { name: 'Ética e integridad', text: 'Promovemos la práctica jurídica responsable y el respeto a la legalidad.' },
  { name: 'Compromiso', text: 'Acompañamos a cada estudiante desde la matrícula hasta su certificación.' },
  { name: 'Innovación', text: 'Aulas virtuales, clases en vivo y recursos digitales para aprender a tu ritmo.' },
] as const;

export const REASONS = [
  {
    title: 'Certificación oficial',
    text: 'Cada programa aprobado otorga un certificado con folio y código único que cualquier empleador puede verificar en línea.',
  },
  {
    title: 'Docentes en ejercicio',
    text: 'Magistrados, árbitros, fiscales y consultores que llevan al aula los casos y criterios que aplican cada día.',
  },
  {
    title: '100% online y flexible',
    text: 'Clases en vivo y grabadas, materiales descargables y evaluaciones en el Aula Virtual, disponibles las 24 horas.',
  },
  {
    title: 'Acompañamiento personalizado',
    text: 'Un equipo académico resuelve tus dudas, hace seguimiento a tu avance y te orienta en tu ruta de especialización.',
  },
  {
    title: 'Enfoque práctico',
    text: 'Talleres de redacción, simulaciones de audiencias y análisis de expedientes reales en cada módulo.',
  },
  {
    title: 'Facilidades de pago',
    text: 'Precios accesibles en soles, descuentos corporativos y para egresados de la institución.',
  },
] as const;

export interface Teacher {
  name: string;
  title: string;
  bio: string;
}

export const TEACHERS: readonly Teacher[] = [
  {
    name: 'Dra. Carmen Rosa Villanueva Paredes',
    title: 'Arbitraje y Contrataciones con el Estado',
    bio: 'Árbitra y consultora en contratación pública con más de 18 años de experiencia. Magíster en Derecho de la Empresa.',
  },
  {
    name: 'Dr. Jorge Luis Quispe Mamani',
    title: 'Derecho Penal y Litigación Oral',
    bio: 'Exfiscal provincial y docente universitario. Especialista en el proceso penal acusatorio y técnicas de litigación.',
  },
  {
    name: 'Mg. Patricia Elena Salazar Rojas',
    title: 'Derecho Laboral',
    bio: 'Abogada laboralista, asesora de empresas y sindicatos. Máster en Relaciones Laborales y Seguridad Social.',
  },
  {
    name: 'Dr. Ricardo Alonso Fernández Huamán',
    title: 'Derecho Tributario',
    bio: 'Exvocal del Tribunal Fiscal y consultor tributario. Autor de publicaciones sobre impuesto a la renta e IGV.',
  },
] as const;

export const CERTIFICATIONS = [
  {
    title: 'Certificado digital verificable',
    text: 'Emitido a tu nombre con número de folio y código de alumno; su autenticidad se comprueba en la sección Certificaciones.',
  },
  {
    title: 'Constancia de estudios',
    text: 'Acredita las horas lectivas, las fechas y la nota final del programa cursado.',
  },
  {
    title: 'Diplomados y especializaciones',
    text: 'Los programas de mayor duración otorgan un diploma que detalla los módulos y las horas académicas completadas.',
  },
] as const;

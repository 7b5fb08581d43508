/**
 * Spanish validation messages that name the field, for every check a schema does not word itself
 * (installed in zod by src/zod.ts): 'El campo publicado debe ser verdadero o falso.', never the
 * library's generic 'se esperaba objeto, recibido número'.
 */

/** Spanish names of the fields of the API's bodies, queries and paths. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'ID',
  courseId: 'ID del curso',
  unitId: 'ID de la unidad',
  resourceId: 'ID del recurso',
  sessionId: 'ID de la clase',
  evaluationId: 'ID de la evaluación',
  submissionId: 'ID de la entrega',
  userId: 'ID del usuario',
  teacherId: 'ID del docente',
  notificationId: 'ID de la notificación',
  announcementId: 'ID del anuncio',
  rectificationId: 'ID de la solicitud',
  orderId: 'ID del pedido',
  paymentId: 'ID del pago',
  installmentId: 'ID de la cuota',
  published: 'publicado',
  title: 'título',
  name: 'nombre',
  fullName: 'nombre completo',
  description: 'descripción',
  code: 'código',
  area: 'área',
  level: 'nivel',
  type: 'tipo',
  price: 'precio',
  hours: 'horas',
  image: 'imagen',
  email: 'email',
  phone: 'teléfono',
  password: 'contraseña',
  role: 'rol',
  active: 'activo',
  status: 'estado',
  page: 'página',
  size: 'tamaño de página',
  q: 'búsqueda',
  sort: 'orden',
  from: 'desde',
  to: 'hasta',
  date: 'fecha',
  startDate: 'fecha de inicio',
  endDate: 'fecha de fin',
  startTime: 'hora de inicio',
  endTime: 'hora de fin',
  schedule: 'horario',
  mode: 'modalidad',
  topic: 'tema',
  link: 'enlace',
  url: 'enlace',
  score: 'nota',
  feedback: 'comentario',
  reason: 'motivo',
  message: 'mensaje',
  subject: 'asunto',
  instructions: 'instrucciones',
  dueDate: 'fecha de entrega',
  questions: 'preguntas',
  options: 'opciones',
  answers: 'respuestas',
  text: 'texto',
  installments: 'cuotas',
  amount: 'monto',
  method: 'método de pago',
  dni: 'DNI',
};

/** The Spanish name of the field at `path` (its last named key; «x» when it has no known name). */
export function fieldLabel(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (!key) return null;
  return FIELD_LABELS[key] ?? `«${key}»`;
}

/** What a validation issue carries that the messages use (zod's issue, loosely). */
export interface IssueLike {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
}

const TYPE_WORDS: Record<string, string> = {
  boolean: 'verdadero o falso',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  string: 'un texto',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
};

/** The Spanish message of an issue that its schema does not word, or undefined to keep zod's. */
export function spanishIssueMessage(iss: IssueLike): string | undefined {
  const label = fieldLabel(iss.path ?? []);
  const field = label ? `El campo ${label}` : 'El dato';
  switch (iss.code) {
    case 'invalid_type': {
      if (!label && iss.expected === 'object') return 'El cuerpo de la solicitud debe ser un objeto JSON.';
      if (iss.input === undefined) return `${field} es obligatorio.`;
      const want = TYPE_WORDS[iss.expected ?? ''];
      return want ? `${field} debe ser ${want}.` : `${field} no es válido.`;
    }
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') return min <= 1 ? `${field} es obligatorio.` : `${field} debe tener al menos ${min} caracteres.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${field} debe tener al menos ${min} ${min === 1 ? 'elemento' : 'elementos'}.`;
      return iss.inclusive === false ? `${field} debe ser mayor que ${min}.` : `${field} debe ser mayor o igual a ${min}.`;
    }
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'string') return `${field} puede tener como máximo ${max} caracteres.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${field} puede tener como máximo ${max} ${max === 1 ? 'elemento' : 'elementos'}.`;
      return iss.inclusive === false ? `${field} debe ser menor que ${max}.` : `${field} debe ser menor o igual a ${max}.`;
    }
    case 'invalid_format':
      return iss.format === 'email' ? 'Email inválido.' : `${field} no tiene un formato válido.`;
    case 'invalid_value': {
      const values = (iss.values ?? []).map(String);
      return values.length ? `${field} debe ser uno de: ${values.join(', ')}.` : `${field} no es válido.`;
    }
    case 'unrecognized_keys':
      return `Campos no admitidos: ${(iss.keys ?? []).join(', ')}.`;
    case 'not_multiple_of':
      return `${field} no es válido.`;
    default:
      return `${field} no es válido.`;
  }
}

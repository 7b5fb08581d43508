// What the evaluations and submissions rules say, word for word on the server and the screens.
export const EVALUATION_NOT_FOUND = 'No se encontró la evaluación.';
export const SUBMISSION_NOT_FOUND = 'No se encontró la entrega.';
export const EVALUATION_COURSE_REQUIRED = 'Selecciona un curso.';
export const EVALUATION_TYPE_INVALID = 'Tipo inválido (Examen, Tarea o Quiz).';
export const EVALUATION_TITLE_REQUIRED = 'Escribe un título para la evaluación.';
export const EVALUATION_DUE_REQUIRED = 'Indica la fecha de entrega.';
export const EVALUATION_DUE_INVALID = 'Fecha de entrega inválida (usa AAAA-MM-DD y, si quieres, la hora HH:MM).';
export const QUIZ_QUESTIONS_REQUIRED = 'Un quiz necesita al menos una pregunta.';
export const QUESTION_TEXT_REQUIRED = 'Escribe el enunciado de la pregunta.';
export const QUESTION_OPTIONS_INVALID = 'Cada pregunta necesita entre 2 y 8 opciones.';
export const QUESTION_OPTION_REQUIRED = 'Escribe el texto de cada opción.';
export const QUESTION_ANSWER_INVALID = 'Indica cuál es la opción correcta.';
export const EVALUATION_WEIGHT_INVALID = 'El peso debe ser un número entre 0 y 100.';
export const EVALUATION_RESOURCE_INVALID = 'El recurso debe ser un Examen de una unidad de este curso.';
export const EVALUATION_HAS_SUBMISSIONS = 'No se puede eliminar una evaluación que ya tiene entregas.';
export const GRADE_INVALID = 'La nota debe estar entre 0 y 20 (hasta dos decimales).';
export const SUBMISSION_EMPTY = 'Escribe tu respuesta o adjunta un archivo.';
export const SUBMISSION_ALREADY_SENT = 'Ya enviaste esta evaluación; no se permiten entregas repetidas.';
export const SUBMISSION_LATE = 'El plazo de entrega venció; ya no se aceptan entregas.';
export const SUBMISSION_QUIZ_ONLY = 'Esta evaluación es un quiz: respóndelo con sus preguntas.';
export const SUBMISSION_NOT_QUIZ = 'Esta evaluación no es un quiz.';
export const QUIZ_ANSWERS_INCOMPLETE = 'Responde todas las preguntas.';
export const QUIZ_ANSWER_INVALID = 'Respuesta inválida.';
export const QUESTION_KIND_INVALID = 'Tipo de pregunta inválido.';
export const QUESTION_ANSWERS_INVALID = 'Marca al menos una opción correcta.';
export const QUESTION_ACCEPTED_REQUIRED = 'Escribe al menos una respuesta aceptada.';
export const ATTEMPTS_INVALID = 'Los intentos deben ser un número entero entre 1 y 10.';
export const TIME_LIMIT_INVALID = 'El tiempo límite debe ser un número entero de minutos entre 1 y 600.';
export const ATTEMPT_RULE_INVALID = 'Regla de intentos inválida (HIGHEST, LAST o AVERAGE).';
export const OPENS_AFTER_DUE = 'La fecha de apertura debe ser anterior a la de entrega.';
export const BANK_COUNT_INVALID = 'La cantidad de preguntas del banco debe ser un número entero entre 1 y 100.';
export const EVALUATION_LOCKED = 'La evaluación ya tiene respuestas: solo se pueden cambiar sus fechas.';
export const EVALUATION_NOT_OPEN = 'La evaluación aún no está abierta.';
export const ATTEMPTS_EXHAUSTED = 'Ya usaste todos tus intentos de este quiz.';
export const ATTEMPT_NOT_FOUND = 'No se encontró el intento.';
export const ATTEMPT_CLOSED = 'El intento ya terminó; lo respondido se envió.';
export const BANK_TOO_SMALL = 'El banco del curso no tiene suficientes preguntas para este quiz.';
/** Said to the teacher when a quiz asks for more bank questions per attempt than the course's bank holds. */
export function bankShortOf(available: number, wanted: number): string {
  const has = available === 1 ? '1 pregunta' : `${available} preguntas`;
  return `El banco del curso tiene ${has}: no alcanza para sortear ${wanted} en cada intento. Añade preguntas al banco o pide menos.`;
}
export const BANK_QUESTION_NOT_FOUND = 'No se encontró la pregunta del banco.';
export const EXTENSION_STUDENT_INVALID = 'El estudiante no está matriculado en este curso.';
export const EXTENSION_BEFORE_DUE = 'La prórroga debe terminar después de la fecha de entrega.';
export const ESSAY_GRADES_INVALID = 'Califica cada pregunta de desarrollo con una nota de 0 a 20.';
export const SUBMISSION_ALREADY_GRADED = 'Tu entrega ya fue calificada; no se puede reenviar.';

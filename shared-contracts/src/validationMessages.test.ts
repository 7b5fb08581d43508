import { z } from './zod';
import { fieldLabel, spanishIssueMessage } from './validationMessages';

const messages = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((i) => i.message);

describe('Spanish validation messages', () => {
  it('names the field in Spanish and never uses the generic wording', () => {
    const body = z.object({ published: z.boolean(), courseId: z.number(), title: z.string().max(5), tags: z.array(z.string()).min(1) });
    expect(messages(body, { published: 1, courseId: 'x', title: 'demasiado largo', tags: [] })).toEqual([
      'El campo publicado debe ser verdadero o falso.',
      'El campo ID del curso debe ser un número.',
      'El campo título puede tener como máximo 5 caracteres.',
      'El campo «tags» debe tener al menos 1 elemento.',
    ]);
    expect(messages(body, 42)).toEqual(['El cuerpo de la solicitud debe ser un objeto JSON.']);
    expect(messages(z.object({ title: z.string() }), {})).toEqual(['El campo título es obligatorio.']);
    expect(messages(z.object({ mode: z.enum(['Presencial', 'Virtual']) }), { mode: 'x' })).toEqual([
      'El campo modalidad debe ser uno de: Presencial, Virtual.',
    ]);
    for (const m of [...messages(body, { published: 'x' }), ...messages(body, null)]) {
      expect(m).not.toMatch(/se esperaba|recibido|Invalid input|expected/i);
    }
  });

  it('keeps the messages a schema words itself', () => {
    expect(messages(z.object({ q: z.string({ error: 'Escribe algo.' }) }), {})).toEqual(['Escribe algo.']);
  });

  it('labels unknown fields with their key', () => {
    expect(fieldLabel(['schedule', 0, 'startTime'])).toBe('hora de inicio');
    expect(fieldLabel(['otro'])).toBe('«otro»');
    expect(fieldLabel([])).toBeNull();
    expect(spanishIssueMessage({ code: 'custom', path: ['x'] })).toBe('El campo «x» no es válido.');
  });
});

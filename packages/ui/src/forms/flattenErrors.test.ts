import { flattenErrors } from './flattenErrors';

describe('flattenErrors', () => {
  it('gives one message per field, dotted for nested values, and the form’s own under _', () => {
    const ref = { focus: () => undefined };
    expect(
      flattenErrors({
        message: { type: 'too_small', message: 'Escribe tu mensaje.', ref },
        type: { type: 'invalid_value', message: 'Elige un tipo.' },
        items: [undefined, { title: { type: 'custom', message: 'Escribe un título.' } }],
        root: { server: { type: 'server', message: 'No se pudo guardar.' } },
      } as never),
    ).toEqual({
      message: 'Escribe tu mensaje.',
      type: 'Elige un tipo.',
      'items.1.title': 'Escribe un título.',
      _: 'No se pudo guardar.',
    });
  });
});

// Needed by the frame and by the screen: the build puts it into the frame's chunk, once.
export const MESSAGES = { welcome: 'Bienvenido al aula de prueba', empty: 'Aún no hay nada aquí' } as const;

export function message(key: keyof typeof MESSAGES): string {
  return MESSAGES[key];
}

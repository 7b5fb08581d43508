/** Records a stylesheet of the server build (once per file). */
export function addCss(id: string, text: string): void;
/** Every stylesheet the server build has evaluated, in import order. */
export function collectedCss(): string;

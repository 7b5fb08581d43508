import { formatCount, type FieldSignalSummary } from '@inpro/shared-contracts';

export type VersionSignals = FieldSignalSummary['versions'][number];

/** 4.2 % (es-PE: decimal point), or — without loads. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;
}

/** 1,830 ms, or — without data. */
export function formatMs(ms: number | null): string {
  return ms === null ? '—' : `${formatCount(ms)} ms`;
}

/** Page loads of a version, those that failed to load included (what the error rate is over). */
export function attemptsOf(v: Pick<VersionSignals, 'loads' | 'loadErrors'> | undefined): number {
  return v ? v.loads + v.loadErrors : 0;
}

/** The kinds of error a version's page loads reported, as the breakdown under the error rate names them. */
export const ERROR_KINDS = [
  {
    key: 'loadErrors',
    label: 'Al cargar',
    name: 'Errores al cargar',
    hint: 'el código del área no llegó (tiempo agotado, archivo faltante)',
  },
  { key: 'renderErrors', label: 'Al mostrar', name: 'Errores al mostrar', hint: 'la pantalla falló al dibujarse' },
  { key: 'apiErrors', label: 'API (5xx)', name: 'Errores de la API (5xx)', hint: 'el servidor respondió con error; no entra en la tasa' },
] as const satisfies readonly {
  key: keyof Pick<VersionSignals, 'loadErrors' | 'renderErrors' | 'apiErrors'>;
  label: string;
  /** The accessible name of its column: the visible label in a sentence (WCAG 2.5.3). */
  name: string;
  hint: string;
}[];

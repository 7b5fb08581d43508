import { formatCount, formatDecimal2, type FieldSignalSummary } from '@inpro/shared-contracts';

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

export function formatCls(cls: number | null): string {
  return cls === null ? '—' : formatDecimal2(cls);
}

/** Page loads of a version, those that failed to load included (what the error rate is over). */
export function attemptsOf(v: Pick<VersionSignals, 'loads' | 'loadErrors'> | undefined): number {
  return v ? v.loads + v.loadErrors : 0;
}

/** `sparkline`: a small trend line without axes, legend or points (KPI cards). */
export type ChartKind = 'line' | 'bar' | 'doughnut' | 'sparkline';

export interface ChartSeries {
  label: string;
  /** One value per label; null leaves a gap. */
  data: ReadonlyArray<number | null>;
  /** CSS colour; by default the next of CHART_COLORS (doughnut: one per slice). */
  color?: string;
  /** Dashed line (a reference such as the passing mark). */
  dashed?: boolean;
}

/** What the lazily loaded renderer draws. */
export interface ChartSpec {
  kind: ChartKind;
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  yMin?: number;
  yMax?: number;
  formatValue: (value: number) => string;
  reducedMotion: boolean;
}

/** Palette on the shell's tokens (primary, accent, success, danger, …) with fallbacks. */
export const CHART_COLORS = [
  'var(--color-primary, #0b3d91)',
  'var(--color-accent, #f5b301)',
  'var(--color-success, #15803d)',
  'var(--color-danger, #b91c1c)',
  '#6d28d9',
  '#0e7490',
  'var(--color-warning, #b45309)',
  '#475569',
] as const;

/** A canvas cannot read CSS variables: `var(--x, #fff)` becomes the variable's value, else the fallback. */
export function resolveColor(color: string, read: (name: string) => string): string {
  const m = /^var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)$/.exec(color.trim());
  if (!m) return color;
  const value = read(m[1]).trim();
  return value || (m[2] ?? '').trim() || '#0b3d91';
}

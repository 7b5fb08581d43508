import { LoadingText } from '@inpro/ui';

/** Shown while a screen's code is downloading. */
export function PageFallback() {
  return (
    <div style={{ padding: '3rem 1rem', minHeight: '50vh' }}>
      <LoadingText center>Cargando…</LoadingText>
    </div>
  );
}

/** Shown while a screen's code is downloading. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      Cargando…
    </div>
  );
}

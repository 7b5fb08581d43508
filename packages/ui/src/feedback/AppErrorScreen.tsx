import styles from './Feedback.module.css';

/** Shown when an unexpected error breaks a screen: never a blank page. */
export function AppErrorScreen({ onReload }: { onReload?: () => void }) {
  return (
    <section className={styles.screen} role="alert" data-testid="app-error">
      <h1 className={styles.title}>Ocurrió un error inesperado</h1>
      <p className={styles.text}>Algo salió mal al mostrar esta página. Puedes recargarla o volver al inicio.</p>
      <button type="button" className={styles.button} onClick={onReload ?? (() => window.location.reload())}>
        Recargar la página
      </button>{' '}
      <a href="/">Ir al inicio</a>
    </section>
  );
}

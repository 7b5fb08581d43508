import { Link } from '@inpro/ui/router';
import { usePageTitle } from '@inpro/ui';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <section style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>Página no encontrada</h1>
      <p>La dirección que buscas no existe o fue movida.</p>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}

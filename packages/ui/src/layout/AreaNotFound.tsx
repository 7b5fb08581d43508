import { Link } from '@inpro/ui/router';
import { usePageTitle } from '@inpro/ui';

/** An unknown address inside an area: the frame stays, the content says so in Spanish. */
export function AreaNotFound({ homePath }: { homePath: string }) {
  usePageTitle('Página no encontrada');
  return (
    <section>
      <h1>Página no encontrada</h1>
      <p>La dirección que buscas no existe o fue movida.</p>
      <Link to={homePath}>Volver al inicio del área</Link>
    </section>
  );
}

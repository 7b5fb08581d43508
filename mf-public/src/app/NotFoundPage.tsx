import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>Página no encontrada</h1>
      <p>La dirección que buscas no existe o fue movida.</p>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}

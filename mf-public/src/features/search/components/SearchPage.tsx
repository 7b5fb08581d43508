import { Link, useSearchParams } from '@inpro/ui/router';
import { searchInstitutePages } from '@inpro/shared-contracts';
import { LoadingText, usePageTitle } from '@inpro/ui';
import { uiStyles } from '../../../app/ui';
import { CourseCard } from '../../../content/components/CourseCard';
import { catalogStyles, catalogueCard } from '../../catalog';
import { useCourseSearch } from '../hooks/useCourseSearch';

/** /buscar?q=: courses matching the navbar search. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useCourseSearch(q);
  // The institute's own pages (Corte de Arbitraje, Trámites…) are found too, at once.
  const pages = searchInstitutePages(q);
  usePageTitle(q ? `Resultados para “${q}”` : 'Buscar');

  return (
    <section className={catalogStyles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={catalogStyles.title}>
        {q ? `Resultados para “${q}”` : 'Buscar en el instituto'}
      </h1>
      <div aria-live="polite">
        {search.status === 'empty' ? <p className={catalogStyles.lead}>Escribe algo en la búsqueda para comenzar.</p> : null}
        {search.status === 'loading' ? <LoadingText>Buscando…</LoadingText> : null}
        {search.status === 'success' && search.results.length === 0 && pages.length === 0 ? (
          <p className={catalogStyles.lead}>No encontramos resultados. Intenta con otra palabra.</p>
        ) : null}
        {search.status === 'success' && search.results.length > 0 ? (
          <p className={catalogStyles.count}>
            {search.total === 1 ? '1 curso encontrado' : `${search.total} cursos encontrados`}
            {search.total > search.results.length ? ` (se muestran los ${search.results.length} más populares)` : ''}
          </p>
        ) : null}
      </div>
      {pages.length ? (
        <section aria-labelledby="search-pages-title">
          <h2 id="search-pages-title">Páginas del instituto</h2>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                <Link className={uiStyles.link} to={p.path}>
                  {p.title}
                </Link>
                {` — ${p.description}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {search.status === 'error' ? (
        <p className={uiStyles.alert} role="alert">
          {search.message}
        </p>
      ) : null}
      {search.status === 'success' && search.results.length > 0 ? (
        <ul className={catalogStyles.grid}>
          {search.results.map((course, i) => (
            <li key={course.id ?? i}>
              <CourseCard {...catalogueCard(course)} />
            </li>
          ))}
        </ul>
      ) : null}
      {search.status === 'success' && search.total > search.results.length ? (
        <p className={catalogStyles.more}>
          <Link className={uiStyles.link} to={`/cursos?q=${encodeURIComponent(q)}`}>
            Ver los {search.total} resultados en el catálogo
          </Link>
        </p>
      ) : null}
    </section>
  );
}

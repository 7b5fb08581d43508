import { countOf } from '@inpro/shared-contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { buttonClass, EmptyState, ErrorState, usePageTitle, VisuallyHidden } from '@inpro/ui';
import { useCatalogCourses } from '../hooks/useCatalogCourses';
import { useCourseAreas } from '../hooks/useCourseAreas';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { readCatalogQuery, SEARCH_DEBOUNCE_MS, writeCatalogQuery, type CatalogQuery } from '../model/catalogQuery';
import { CatalogFilters } from './CatalogFilters';
import { CourseCard, CourseCardSkeleton } from '../../../content/components/CourseCard';
import { catalogueCard } from './catalogueCard';
import styles from './Catalog.module.css';

/** /cursos: the course catalogue; its filters live in the URL query. */
export function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCatalogQuery(params), [params]);
  const { areas, retryIfFailed: retryAreas } = useCourseAreas();
  usePageTitle('Cursos / Seminarios');

  // The search box is local while typing; the debounced text goes to the URL, which drives the list.
  const [search, setSearch] = useState(query.q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const urlSearch = useRef(query.q);

  useEffect(() => {
    // The URL changed from outside (back button, shared link, "Limpiar filtros"): show it in the box.
    if (query.q !== urlSearch.current) {
      urlSearch.current = query.q;
      setSearch(query.q);
    }
  }, [query.q]);

  // The filters last written to the URL, until the page has rendered them: a choice builds on the one
  // made just before it (two lists the visitor chose in before the take-over reach the page one after
  // the other, before it renders), not on the URL of the last render, which would undo it.
  const written = useRef<CatalogQuery | null>(null);
  useEffect(() => {
    written.current = null;
  }, [query]);
  const update = (patch: Partial<CatalogQuery>) => {
    const next = { ...(written.current ?? query), ...patch };
    written.current = next;
    setParams(writeCatalogQuery(next));
  };

  useEffect(() => {
    const q = debouncedSearch.trim();
    if (q === urlSearch.current) return;
    urlSearch.current = q;
    update({ q });
    // Only a new debounced text writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const clearFilters = () => {
    urlSearch.current = '';
    setSearch('');
    update({ q: '', area: '', level: '' });
  };

  const catalog = useCatalogCourses(query);
  const { items, total, status, error } = catalog;
  const firstLoad = status === 'loading' && items.length === 0;

  return (
    <section className={styles.page} aria-labelledby="catalog-title">
      <h1 id="catalog-title" className={styles.title}>
        Cursos / Seminarios
      </h1>
      <p className={styles.lead}>Encuentra el curso ideal para impulsar tu carrera en el Derecho.</p>

      <CatalogFilters
        search={search}
        area={query.area}
        level={query.level}
        sort={query.sort}
        areas={areas}
        onSearch={setSearch}
        onArea={(area) => update({ area })}
        onLevel={(level) => update({ level })}
        onSort={(sort) => update({ sort })}
      />

      <div aria-live="polite">
        {items.length > 0 ? <p className={styles.count}>{`Mostrando ${items.length} de ${countOf(total, 'curso')}`}</p> : null}
        {firstLoad ? <VisuallyHidden>Cargando cursos…</VisuallyHidden> : null}
      </div>

      {status === 'success' && items.length === 0 ? (
        <EmptyState
          title="Sin resultados"
          message="No hay cursos que coincidan con tu búsqueda y filtros."
          action={
            <button type="button" className={buttonClass('secondary')} onClick={clearFilters}>
              Limpiar filtros
            </button>
          }
        />
      ) : null}

      {items.length > 0 || status === 'loading' ? (
        <ul className={styles.grid} aria-busy={status === 'loading'}>
          {items.map((course, i) => (
            <li key={course.id ?? `i${i}`}>
              {/* The first card's picture is in view on arrival (the page's largest paint on a phone): not lazy. */}
              <CourseCard {...catalogueCard(course)} eager={i === 0} />
            </li>
          ))}
          {status === 'loading'
            ? Array.from({ length: firstLoad ? 6 : 3 }, (_, i) => (
                <li key={`skeleton-${i}`}>
                  <CourseCardSkeleton compact />
                </li>
              ))
            : null}
        </ul>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          message={`Ocurrió un error: ${error}`}
          onRetry={() => {
            retryAreas();
            catalog.retry();
          }}
        />
      ) : null}

      {status === 'success' && catalog.hasMore ? (
        <div className={styles.more}>
          <button type="button" className={buttonClass()} onClick={catalog.loadMore}>
            Cargar más cursos
          </button>
        </div>
      ) : null}
    </section>
  );
}

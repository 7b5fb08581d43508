import { countOf, courseModality, errorMessage } from '@inpro/shared-contracts';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, SelectField, TextField, buttonClass, useDebouncedValue, SEARCH_DEBOUNCE_MS } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import form from '../../../content/components/Form.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { CourseGridLoading } from '../../../content/components/CourseGridLoading';
import { CourseCard, hoursText, levelAndAreaTags, startText } from '../../../content/components/CourseCard';
import { useDiplomaCount } from '../hooks/useDiplomaCount';
import { useDiplomas } from '../hooks/useDiplomas';
import {
  DEFAULT_FILTERS,
  MODALITY_OPTIONS,
  diplomaSearch,
  type DiplomaFilters,
  type ModalityFilter,
  type PriceSort,
} from '../logic/diplomaFilters';

const LOAD_ERROR = 'No se pudieron cargar los diplomados.';

const SORT_LABELS: Record<PriceSort, string> = {
  none: 'Sin ordenar',
  asc: 'Precio: menor a mayor',
  desc: 'Precio: mayor a menor',
};

/** /diplomados: the published diplomas, searched, filtered by modality, sorted by price and paged by the server. */
export function DiplomasPage() {
  const [filters, setFilters] = useState<DiplomaFilters>(DEFAULT_FILTERS);
  const q = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const diplomas = useDiplomas(diplomaSearch({ ...filters, q }));
  const total = useDiplomaCount();
  const update = (patch: Partial<DiplomaFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const failed = [diplomas, total].find((query) => query.isError && !query.isFetching);
  const retry = () => {
    void (diplomas.isFetchNextPageError ? diplomas.fetchNextPage() : diplomas.refetch());
    void total.refetch();
  };
  const pages = diplomas.data?.pages ?? [];
  const matches = pages.at(-1)?.totalElements ?? 0;
  const shown = pages.flatMap((p) => p.content);
  const loaded = !failed && diplomas.data !== undefined && total.data !== undefined;

  return (
    <div className={content.page}>
      <PageIntro eyebrow="Diplomados" title="Diplomados de especialización jurídica">
        Programas de 160 a 200 horas académicas para profundizar en un área del derecho o de la gestión pública, con docentes en ejercicio y
        diploma con valor curricular.
      </PageIntro>
      <section className={content.section} aria-labelledby="diplomas-list-title">
        <div className={content.container}>
          <h2 id="diplomas-list-title" className={content.title}>
            Diplomados disponibles
          </h2>
          <form className={form.filters} role="search" aria-label="Filtrar diplomados" onSubmit={(e) => e.preventDefault()}>
            <TextField
              label="Buscar diplomado"
              type="search"
              placeholder="Ej.: contrataciones, penal, gestión pública"
              value={filters.q}
              onChange={(e) => update({ q: e.target.value })}
            />
            <SelectField
              label="Modalidad"
              value={filters.modality}
              onChange={(e) => update({ modality: e.target.value as ModalityFilter })}
              options={MODALITY_OPTIONS.map((m) => ({ value: m, label: m === 'Todas' ? 'Todas las modalidades' : m }))}
            />
            <SelectField
              label="Ordenar por precio"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as PriceSort })}
              options={(Object.keys(SORT_LABELS) as PriceSort[]).map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            />
          </form>

          {!failed && !loaded && <CourseGridLoading label="Cargando diplomados…" />}
          {failed && <ErrorState message={`Ocurrió un error: ${errorMessage(failed.error, LOAD_ERROR)}`} onRetry={retry} />}
          {loaded && total.data === 0 && (
            <EmptyState title="Aún no hay diplomados publicados." message="Muy pronto abriremos nuevas convocatorias." />
          )}
          {loaded && total.data > 0 && (
            <>
              <p className={form.count} role="status" aria-live="polite">
                {`Mostrando ${matches} de ${countOf(total.data, 'diplomado')}`}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  title="Sin resultados"
                  message="Ningún diplomado coincide con tu búsqueda."
                  action={
                    <Button variant="secondary" onClick={() => setFilters(DEFAULT_FILTERS)}>
                      Limpiar filtros
                    </Button>
                  }
                />
              ) : (
                <ul className={content.grid} aria-busy={diplomas.isFetching}>
                  {shown.map((course) => {
                    const modality = courseModality(course);
                    return (
                      <li key={course.id}>
                        <CourseCard
                          course={course}
                          tags={levelAndAreaTags(course)}
                          details={[
                            { label: 'Horas', value: hoursText(course) },
                            { label: 'Modalidad', value: modality ?? 'Por confirmar' },
                            { label: 'Inicio', value: startText(course) },
                          ]}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
              {diplomas.hasNextPage ? (
                <div className={form.more}>
                  <button
                    type="button"
                    className={buttonClass()}
                    disabled={diplomas.isFetchingNextPage}
                    onClick={() => void diplomas.fetchNextPage()}
                  >
                    {diplomas.isFetchingNextPage ? 'Cargando…' : 'Cargar más diplomados'}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { formatDate } from '@inpro/shared-contracts';
import content from '../../shared-content/components/Content.module.css';
import form from '../../shared-content/components/Form.module.css';
import { PageIntro } from '../../shared-content/components/PageIntro';
import { CourseCard, CourseCardSkeleton } from '../../shared-content/components/CourseCard';
import { LevelTag } from '../../shared-content/components/LevelTag';
import { ErrorBox } from '../../shared-content/components/ErrorBox';
import { EmptyBox } from '../../shared-content/components/EmptyBox';
import { usePublishedCourses } from '../../shared-content/hooks/usePublishedCourses';
import {
  applyDiplomaFilters,
  courseModality,
  DEFAULT_FILTERS,
  isDiploma,
  MODALITY_OPTIONS,
  type DiplomaFilters,
  type ModalityFilter,
  type PriceSort,
} from '../logic/diplomaFilters';

const SORT_LABELS: Record<PriceSort, string> = {
  none: 'Sin ordenar',
  asc: 'Precio: menor a mayor',
  desc: 'Precio: mayor a menor',
};

export function DiplomasPage() {
  const { state, retry } = usePublishedCourses('No se pudieron cargar los diplomados.');
  const [filters, setFilters] = useState<DiplomaFilters>(DEFAULT_FILTERS);
  const ids = { q: useId(), modality: useId(), sort: useId() };

  const diplomas = useMemo(() => (state.status === 'success' ? state.courses.filter(isDiploma) : []), [state]);
  const visible = useMemo(() => applyDiplomaFilters(diplomas, filters), [diplomas, filters]);
  const update = (patch: Partial<DiplomaFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div className={content.page}>
      <PageIntro eyebrow="Diplomados" title="Diplomados de especialización jurídica">
        Programas de 160 a 200 horas académicas para profundizar en un área del derecho o de la gestión pública, con
        docentes en ejercicio y diploma con valor curricular.
      </PageIntro>
      <section className={content.section} aria-labelledby="diplomas-list-title">
        <div className={content.container}>
          <h2 id="diplomas-list-title" className={content.title}>
            Diplomados disponibles
          </h2>
          <form className={form.filters} role="search" aria-label="Filtrar diplomados" onSubmit={(e) => e.preventDefault()}>
            <div className={form.field}>
              <label className={form.label} htmlFor={ids.q}>
                Buscar diplomado
              </label>
              <input
                id={ids.q}
                className={form.input}
                type="search"
                placeholder="Ej.: contrataciones, penal, gestión pública"
                value={filters.q}
                onChange={(e) => update({ q: e.target.value })}
              />
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor={ids.modality}>
                Modalidad
              </label>
              <select
                id={ids.modality}
                className={form.select}
                value={filters.modality}
                onChange={(e) => update({ modality: e.target.value as ModalityFilter })}
              >
                {MODALITY_OPTIONS.map((m) => (
                  <option key={m} value={m}>
                    {m === 'Todas' ? 'Todas las modalidades' : m}
                  </option>
                ))}
              </select>
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor={ids.sort}>
                Ordenar por precio
              </label>
              <select
                id={ids.sort}
                className={form.select}
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as PriceSort })}
              >
                {(Object.keys(SORT_LABELS) as PriceSort[]).map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </form>

          {state.status === 'loading' && (
            <div role="status" aria-live="polite">
              <span className={content.visuallyHidden}>Cargando diplomados…</span>
              <ul className={content.grid}>
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i}>
                    <CourseCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {state.status === 'error' && <ErrorBox message={`Ocurrió un error: ${state.message}`} onRetry={retry} />}
          {state.status === 'success' && diplomas.length === 0 && (
            <EmptyBox title="Aún no hay diplomados publicados.">
              <p>Muy pronto abriremos nuevas convocatorias.</p>
            </EmptyBox>
          )}
          {state.status === 'success' && diplomas.length > 0 && (
            <>
              <p className={form.count} role="status" aria-live="polite">
                Mostrando {visible.length} de {diplomas.length} diplomados
              </p>
              {visible.length === 0 ? (
                <EmptyBox title="Sin resultados">
                  <p>Ningún diplomado coincide con tu búsqueda.</p>
                  <button type="button" className={content.button} onClick={() => setFilters(DEFAULT_FILTERS)}>
                    Limpiar filtros
                  </button>
                </EmptyBox>
              ) : (
                <ul className={content.grid}>
                  {visible.map((course) => {
                    const modality = courseModality(course);
                    return (
                      <li key={course.id}>
                        <CourseCard
                          course={course}
                          tags={[
                            <LevelTag key="level" level={course.level} />,
                            course.area ? (
                              <span key="area" className={content.tag}>
                                {course.area}
                              </span>
                            ) : null,
                          ].filter(Boolean)}
                          details={[
                            { label: 'Horas', value: course.hours ? `${course.hours} horas` : 'Por confirmar' },
                            { label: 'Modalidad', value: modality ?? 'Por confirmar' },
                            { label: 'Inicio', value: formatDate(course.startDate) || 'Fecha por definir' },
                          ]}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

import { countOf } from '@inpro/shared-contracts';
import { useMemo, useState } from 'react';
import { Button, EmptyState, ErrorState, SelectField, TextField } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import form from '../../../content/components/Form.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { CourseGridLoading } from '../../../content/components/CourseGridLoading';
import { CourseCard, hoursText, levelAndAreaTags, startText } from '../../../content/components/CourseCard';
import { useCourses } from '../../../content/hooks/useCourses';
import { getDiplomas } from '../api/getDiplomas';
import {
  applyDiplomaFilters,
  courseModality,
  DEFAULT_FILTERS,
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
  const { state, retry } = useCourses('diplomas', getDiplomas, 'No se pudieron cargar los diplomados.');
  const [filters, setFilters] = useState<DiplomaFilters>(DEFAULT_FILTERS);

  const diplomas = useMemo(() => (state.status === 'success' ? state.courses : []), [state]);
  const visible = useMemo(() => applyDiplomaFilters(diplomas, filters), [diplomas, filters]);
  const update = (patch: Partial<DiplomaFilters>) => setFilters((f) => ({ ...f, ...patch }));

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

          {state.status === 'loading' && <CourseGridLoading label="Cargando diplomados…" />}
          {state.status === 'error' && <ErrorState message={`Ocurrió un error: ${state.message}`} onRetry={retry} />}
          {state.status === 'success' && diplomas.length === 0 && (
            <EmptyState title="Aún no hay diplomados publicados." message="Muy pronto abriremos nuevas convocatorias." />
          )}
          {state.status === 'success' && diplomas.length > 0 && (
            <>
              <p className={form.count} role="status" aria-live="polite">
                {`Mostrando ${visible.length} de ${countOf(diplomas.length, 'diplomado')}`}
              </p>
              {visible.length === 0 ? (
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
                <ul className={content.grid}>
                  {visible.map((course) => {
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
            </>
          )}
        </div>
      </section>
    </div>
  );
}

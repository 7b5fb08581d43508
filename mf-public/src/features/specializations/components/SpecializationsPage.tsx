import { useMemo } from 'react';
import { Badge, EmptyState, ErrorState } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import { CardGrid } from '../../../content/components/CardGrid';
import { PageIntro } from '../../../content/components/PageIntro';
import { Section } from '../../../content/components/Section';
import { StepList } from '../../../content/components/StepList';
import { CourseGridLoading } from '../../../content/components/CourseGridLoading';
import { CourseCard, hoursText, levelTag, startText } from '../../../content/components/CourseCard';
import { useSpecializationPrograms } from '../hooks/useSpecializationPrograms';
import { ADMISSION_STEPS, SPECIALIZATION_BENEFITS } from '../content/specializationContent';

function ProgramList() {
  const { state, retry } = useSpecializationPrograms();
  const programs = useMemo(() => (state.status === 'success' ? state.courses : []), [state]);

  if (state.status === 'loading') return <CourseGridLoading label="Cargando programas…" />;
  if (state.status === 'error') return <ErrorState message={`Ocurrió un error: ${state.message}`} onRetry={retry} />;
  if (programs.length === 0) {
    return <EmptyState title="Aún no hay programas de especialización publicados." message="Muy pronto abriremos nuevas convocatorias." />;
  }
  return (
    <ul className={content.grid}>
      {programs.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            tags={[
              <Badge key="type" tone="primary">
                {course.type}
              </Badge>,
              levelTag(course),
            ]}
            details={[
              { label: 'Área', value: course.area || 'Por confirmar' },
              { label: 'Horas', value: hoursText(course) },
              { label: 'Inicio', value: startText(course) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** /especializacion: benefits, the published Especialidad/Programa courses and the 4-step admission. */
export function SpecializationsPage() {
  return (
    <div className={content.page}>
      <PageIntro eyebrow="Programas de Especialización" title="Programas de especialización">
        Formación de largo aliento para abogados y profesionales que buscan dominar un área del derecho o de la gestión pública, con
        admisión selectiva y certificación de especialista.
      </PageIntro>
      <Section title="¿Por qué especializarte con nosotros?">
        <CardGrid items={SPECIALIZATION_BENEFITS} />
      </Section>
      <Section alt title="Programas con convocatoria abierta" lead="Especialidades y programas publicados en nuestro catálogo.">
        <ProgramList />
      </Section>
      <Section title="Proceso de admisión" lead="El proceso completo toma alrededor de tres semanas.">
        <StepList steps={ADMISSION_STEPS} label="Pasos del proceso de admisión" />
      </Section>
    </div>
  );
}

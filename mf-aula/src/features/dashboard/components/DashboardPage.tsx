import { Link } from '@inpro/ui/router';
import { Button, EmptyState, ErrorState, FirstLoad, LoadingText, useRemoteProps } from '@inpro/ui';
import { PageHeading } from '../../../app/PageHeading';
import { useStudentHome } from '../hooks/useStudentHome';
import { AccountCard } from './AccountCard';
import { AnnouncementsCard } from './AnnouncementsCard';
import { CoursesCard } from './CoursesCard';
import { DashCard } from './DashCard';
import { GradesCard } from './GradesCard';
import { NextActivityCard } from './NextActivityCard';
import { NextDeliveryCard } from './NextDeliveryCard';
import { PerformanceCard } from './PerformanceCard';
import { QuickMaterialsCard } from './QuickMaterialsCard';
import styles from './Dashboard.module.css';

export const HOME_ERROR = 'No se pudo cargar tu información. Intenta de nuevo.';
export const HOME_EMPTY = 'Aún no estás matriculado en cursos.';

/** /aula: the student home (seed 000 "Student home"), every figure from the API. */
export function DashboardPage() {
  const home = useStudentHome();
  const { navigate } = useRemoteProps();

  let content;
  if (home.isPending)
    content = (
      <FirstLoad query={home}>
        <LoadingText>Cargando tu información…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (home.isLoadingError) content = <ErrorState message={HOME_ERROR} onRetry={() => home.refetch()} />;
  else if (home.data.totalCourses === 0)
    content = (
      <EmptyState
        message={HOME_EMPTY}
        action={
          <a
            href="/cursos"
            onClick={(e) => {
              e.preventDefault();
              navigate('/cursos');
            }}
          >
            Ver cursos disponibles
          </a>
        }
      />
    );
  else {
    content = (
      <div className={styles.grid}>
        <DashCard title="Cursos matriculados">
          <p className={styles.bigNumber} data-testid="total-courses">
            {home.data.totalCourses}
          </p>
          <Link to="/aula/miscursos">Ir a Mis Cursos</Link>
        </DashCard>
        <NextActivityCard next={home.data.nextAssignment} />
        <NextDeliveryCard />
        <CoursesCard />
        <GradesCard />
        <AccountCard />
        <QuickMaterialsCard />
        <AnnouncementsCard />
        <PerformanceCard />
      </div>
    );
  }
  return (
    <section>
      <PageHeading
        title="Dashboard"
        subtitle="Tu resumen en el Aula Virtual."
        actions={
          home.isLoadingError ? null : (
            <Button size="sm" variant="ghost" onClick={() => home.refetch()}>
              Actualizar
            </Button>
          )
        }
      />
      {content}
    </section>
  );
}

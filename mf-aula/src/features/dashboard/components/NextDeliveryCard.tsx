import { Link } from '@inpro/ui/router';
import { formatLimaDateTime, type StudentEvaluation } from '@inpro/shared-contracts';
import { useEvaluations } from '../../evaluations';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/** The evaluation the student can still submit whose due date is nearest. */
function nextDelivery(list: readonly StudentEvaluation[]): StudentEvaluation | null {
  return [...list].filter((e) => e.canSubmit).sort((a, b) => a.dueAt.localeCompare(b.dueAt))[0] ?? null;
}

export function NextDeliveryCard() {
  const evaluations = useEvaluations();
  return (
    <DashCard title="Próxima entrega">
      <QueryContent query={evaluations} loadingLabel="Cargando tus evaluaciones…" errorText="No se pudieron cargar tus evaluaciones.">
        {(list) => {
          const next = nextDelivery(list);
          if (!next) return <p className={styles.muted}>No tienes entregas pendientes.</p>;
          return (
            <div data-testid="next-delivery">
              <p className={styles.bigText}>{next.title}</p>
              <p className={styles.muted}>
                {next.type} · {next.courseTitle} ({next.courseCode})
              </p>
              <p>Vence: {formatLimaDateTime(next.dueAt)} (hora de Lima)</p>
              <Link to={`/aula/evaluaciones/${next.courseId}/${next.id}`}>{next.type === 'Quiz' ? 'Resolver quiz' : 'Entregar'}</Link>
            </div>
          );
        }}
      </QueryContent>
    </DashCard>
  );
}

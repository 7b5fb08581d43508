import type { Unit } from '@inpro/shared-contracts';
import { Button, useUniqueId } from '@inpro/ui';
import { ResourceAdder } from './ResourceAdder';
import { ResourceList } from './ResourceList';
import styles from './Materials.module.css';

export interface UnitCardProps {
  courseId: number;
  unit: Unit;
  onDelete: (unit: Unit) => void;
  deleting?: boolean;
  /** The adder's mode: the manage screen's PDF/Enlace/Examen adder, or a file upload. */
  adderMode?: 'any' | 'file';
}

/** A unit: title, description, delete-unit control, its resource adder and its resources. */
export function UnitCard({ courseId, unit, onDelete, deleting = false, adderMode = 'any' }: UnitCardProps) {
  const titleId = useUniqueId('unit-title');
  const title = unit.title || unit.name;
  return (
    <article className={styles.unit} aria-labelledby={titleId} data-testid="unit-card">
      <div className={styles.unitHead}>
        <div>
          <h3 id={titleId} className={styles.unitTitle}>
            {title}
          </h3>
          {unit.description ? <p className={styles.unitDescription}>{unit.description}</p> : null}
        </div>
        <Button variant="danger" size="sm" onClick={() => onDelete(unit)} loading={deleting} aria-label={`Eliminar unidad ${title}`}>
          Eliminar unidad
        </Button>
      </div>
      <ResourceAdder courseId={courseId} unitId={unit.id} unitTitle={title} mode={adderMode} />
      <ResourceList courseId={courseId} unitId={unit.id} unitTitle={title} />
    </article>
  );
}

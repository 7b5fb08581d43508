import { uiStyles } from '../../../app/ui';
import styles from './Catalog.module.css';

/** Placeholder card shown while a page of courses loads. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true" data-testid="course-skeleton">
      <div className={`${uiStyles.skeleton} ${styles.skeletonImage}`} />
      <div className={`${uiStyles.skeleton} ${styles.skeletonLine}`} />
      <div className={`${uiStyles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
      <div className={`${uiStyles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  );
}

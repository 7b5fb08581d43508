import { VisuallyHidden } from '@inpro/ui';
import content from './Content.module.css';
import { CourseCardSkeleton } from './CourseCard';

/** A grid of skeleton cards with a status message for screen readers, while courses load. */
export function CourseGridLoading({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={content.grid}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CourseCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

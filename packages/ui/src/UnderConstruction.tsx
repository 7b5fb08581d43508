import { usePageTitle } from './components/usePageTitle';
import { useUniqueId } from './components/useUniqueId';

/** Placeholder of a screen that a later issue fills; it never shows made-up data. */
export function UnderConstruction({ title }: { title: string }) {
  const headingId = useUniqueId('uc-title');
  usePageTitle(title);
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p>En construcción</p>
    </section>
  );
}

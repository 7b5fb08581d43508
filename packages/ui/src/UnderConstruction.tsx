/** Placeholder of a screen that a later issue fills; it never shows made-up data. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section aria-labelledby="uc-title">
      <h1 id="uc-title">{title}</h1>
      <p>En construcción</p>
    </section>
  );
}

/** The heading block of a page section: an h2 with its id, and an optional intro. */
export function SectionHeader({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <header className="section__header">
      <h2 id={id}>{title}</h2>
      {intro !== undefined && <p>{intro}</p>}
    </header>
  );
}

/** Page that a later issue fills: its name and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page placeholder">
      <h1>{title}</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

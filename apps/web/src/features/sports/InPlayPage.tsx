/** In Play / Today / Tommorow lists (spec §2) (stub; filled by its feature). */
export function InPlayPage() {
  return (
    <section className="page">
      <h1>In Play</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

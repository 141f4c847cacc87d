/** Live match view /tv/:sportId/:matchId (stub; filled by its feature). */
export function TvPage() {
  return (
    <section className="page">
      <h1>TV</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

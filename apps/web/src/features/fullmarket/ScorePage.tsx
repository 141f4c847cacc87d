/** Live score widget page /score/:sportId/:matchId (stub; filled by its feature). */
export function ScorePage() {
  return (
    <section className="page">
      <h1>Score</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

/** Home: sport tabs and competitions (spec §2) (stub; filled by its feature). */
export function HomePage() {
  return (
    <section className="page">
      <h1>Home</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

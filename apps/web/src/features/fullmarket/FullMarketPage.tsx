/** Full market page /fullmarket/:id1/:id2/:id3 (spec §2) (stub; filled by its feature). */
export function FullMarketPage() {
  return (
    <section className="page">
      <h1>Full Market</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

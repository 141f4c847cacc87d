/** /multimarket (spec §2): followed markets; empty state until markets can be followed. */
export function MultiMarketPage() {
  return (
    <section className="page">
      <h1>Multi Market</h1>
      <div className="empty-state">
        <p>There are currently no followed multi markets.</p>
        <p className="muted">Please add some markets from events.</p>
      </div>
    </section>
  );
}

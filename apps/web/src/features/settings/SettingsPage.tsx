/** Stake settings /settings (spec §2) (stub; filled by its feature). */
export function SettingsPage() {
  return (
    <section className="page">
      <h1>Stake</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

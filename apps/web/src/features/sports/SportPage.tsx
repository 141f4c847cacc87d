/** Sport pages /sports, /cricket, /tennis, /soccer (spec §2) (stub; filled by the sports feature). */
export function SportPage({ sportId, title }: { sportId?: number; title: string }) {
  return (
    <section className="page" data-sport-id={sportId}>
      <h1>{title}</h1>
      <p className="muted">This page is coming soon.</p>
    </section>
  );
}

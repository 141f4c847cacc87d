/** Placeholder sport tabs (docs/rules/specification.md §2): a 'coming soon' state. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <div className="sp-soon" data-testid="coming-soon">
      <p className="sp-soon__title">{name}</p>
      <p className="muted">Coming soon. Markets for {name} will open here.</p>
    </div>
  );
}

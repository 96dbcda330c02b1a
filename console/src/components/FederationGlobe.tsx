/** The marker of a project shared with a partner instance: a globe, with the partner and the pair's state. */
export function FederationGlobe({ pair }: { pair: { partnerName: string; state: string } | null | undefined }) {
  if (!pair) return null;
  const title = `Shared with ${pair.partnerName} (${pair.state.toLowerCase()})`;
  return (
    <span className={`globe globe-${pair.state.toLowerCase()}`} title={title} aria-label={title} role="img">
      🌐
    </span>
  );
}

const STATE_COLOURS: Record<string, string> = { pending: '#b07800', active: '#1f8a46', paused: '#7a7f87', error: '#c0392b' };

/**
 * The marker of a project shared with a partner instance: a globe in the pair's state colour (pending amber, active
 * green, paused grey, error red), naming the partner and the state, and why on an error, on hover. Drawn inline, so it
 * looks the same whatever fonts the browser has.
 */
export function FederationGlobe({ pair }: { pair: { partnerName: string; state: string; lastError?: string | null } | null | undefined }) {
  if (!pair) return null;
  const state = pair.state.toLowerCase();
  const title = `Shared with ${pair.partnerName} (${state})${state === 'error' && pair.lastError ? `: ${pair.lastError}` : ''}`;
  return (
    <span
      className={`globe globe-${state}`}
      title={title}
      aria-label={title}
      role="img"
      style={{ color: STATE_COLOURS[state], display: 'inline-flex', verticalAlign: '-0.125em' }}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9.5" />
          <ellipse cx="12" cy="12" rx="4.2" ry="9.5" />
          <path d="M2.5 12h19M4 7h16M4 17h16" />
        </g>
      </svg>
    </span>
  );
}

/** Session lifecycle events an orchestrator reports (Symphony's names); the REST adapter documents them too. */
export const agentEventTypes = [
  'session_started',
  'startup_failed',
  'turn_completed',
  'turn_failed',
  'turn_cancelled',
  'turn_ended_with_error',
  'turn_input_required',
  'stalled',
  'session_ended',
] as const;
export type AgentEventType = (typeof agentEventTypes)[number];

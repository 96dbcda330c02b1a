import type { Toolset } from './tool-definitions.js';

/** The working rules: sent whole in the `minimal` toolset's first `svc_session_start` answer, and as the instructions of the others. */
export const WORKING_RULES = [
  'You act in an SVC workspace as the signed-in user (or the agent account they chose): you see and change only what they may.',
  'Tickets are addressed by key (WEB-12) to read and by id to change: read a ticket with svc_get_ticket before changing it.',
  'Before starting work on a ticket, claim it (svc_claim): it is assigned to you and moved to in progress. Track time with svc_timer_start and svc_timer_stop.',
  'Say what you did in a comment (svc_comment) when you finish, then close the ticket (svc_close_ticket). Never close a ticket you did not finish.',
  'Descriptions and comments are Markdown. Keep private tickets and internal comments (internal: true) private: do not copy them to public tickets, comments or docs.',
  'A tool error carries the API error code and message: fix the argument it names and retry; FORBIDDEN and NOT_FOUND mean the user may not see or do it.',
  'For anything the tools do not cover, find the route with svc_api_search, then call it with svc_api_call.',
].join('\n');

/** The `instructions` of the initialize answer: `minimal` keeps them short (the rules come with svc_session_start). */
export function instructionsFor(toolset: Toolset): string {
  if (toolset === 'minimal') return 'SVC workspace tools. Call svc_session_start first: it returns who you are and the working rules.';
  return `SVC workspace tools. Call svc_session_start first to learn who you are and your projects.\n${WORKING_RULES}`;
}

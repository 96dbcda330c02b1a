import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a ticket change is refused (`extensions.reason`). */
export const ticketErrorReasons = [
  'TICKET_DEPENDENCY_EXISTS',
  'TICKET_CLOSED',
  'CLAIM_NEEDS_PROJECT_MEMBERSHIP',
  'NO_DONE_STATUS',
] as const;
export type TicketErrorReason = (typeof ticketErrorReasons)[number];

const ticketError = ruleError<TicketErrorReason>;

export const ticketDependencyExists = (blockerKey: string, blockedKey: string): AppError =>
  ticketError('CONFLICT', 'TICKET_DEPENDENCY_EXISTS', `${blockerKey} already blocks ${blockedKey}`, { field: 'blockedId' });

export const ticketClosed = (key: string, statusName: string): AppError =>
  ticketError('CONFLICT', 'TICKET_CLOSED', `${key} is closed (${statusName}); reopen it before claiming it`);

export const claimNeedsMembership = (projectKey: string): AppError =>
  ticketError('FORBIDDEN', 'CLAIM_NEEDS_PROJECT_MEMBERSHIP', `Only members of project ${projectKey} can be assigned its tickets`);

export const noDoneStatus = (projectKey: string): AppError =>
  ticketError('CONFLICT', 'NO_DONE_STATUS', `Project ${projectKey} has no status in the done category; create one first`);

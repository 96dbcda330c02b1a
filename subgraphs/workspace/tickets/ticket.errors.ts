import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a ticket change is refused (`extensions.reason`). */
export const ticketErrorReasons = ['TICKET_DEPENDENCY_EXISTS'] as const;
export type TicketErrorReason = (typeof ticketErrorReasons)[number];

const ticketError = ruleError<TicketErrorReason>;

export const ticketDependencyExists = (blockerKey: string, blockedKey: string): AppError =>
  ticketError('CONFLICT', 'TICKET_DEPENDENCY_EXISTS', `${blockerKey} already blocks ${blockedKey}`, { field: 'blockedId' });

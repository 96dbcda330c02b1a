import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a timer or time entry change is refused (`extensions.reason`). */
export const timeErrorReasons = ['TIMER_ALREADY_RUNNING', 'HOURLY_RATE_ADMIN_ONLY', 'TIME_ENTRY_AUTHOR_OR_ADMIN_ONLY'] as const;
export type TimeErrorReason = (typeof timeErrorReasons)[number];

const timeError = ruleError<TimeErrorReason>;

/** A user runs one timer at a time; `ticketKey` is the running one's, when the viewer may know it. */
export const timerAlreadyRunning = (ticketKey: string | undefined): AppError =>
  timeError(
    'CONFLICT',
    'TIMER_ALREADY_RUNNING',
    `A timer is already running on ${ticketKey ?? 'a ticket'}; stop it first, or pass stopRunning: true`,
    { field: 'ticketId' },
  );

export const hourlyRateAdminOnly = (): AppError => timeError('FORBIDDEN', 'HOURLY_RATE_ADMIN_ONLY', 'Only project admins set hourly rates');

export const timeEntryAuthorOrAdminOnly = (): AppError =>
  timeError('FORBIDDEN', 'TIME_ENTRY_AUTHOR_OR_ADMIN_ONLY', 'Only the author or a project admin changes a time entry');

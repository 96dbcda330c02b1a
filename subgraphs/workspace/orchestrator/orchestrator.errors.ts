import { ruleError, type AppError } from '../../../core/errors.js';

/** Why an orchestrator setup step or ticket query is refused (`extensions.reason`). */
export const orchestratorErrorReasons = [
  'SERVICE_ACCOUNT_EMAIL_OF_PERSON',
  'SERVICE_ACCOUNT_DEACTIVATED',
  'UNKNOWN_PROJECT_KEYS',
  'INVALID_QUERY',
] as const;
export type OrchestratorErrorReason = (typeof orchestratorErrorReasons)[number];

const orchestratorError = ruleError<OrchestratorErrorReason>;

export const serviceAccountEmailOfPerson = (): AppError =>
  orchestratorError('CONFLICT', 'SERVICE_ACCOUNT_EMAIL_OF_PERSON', 'This email belongs to a person, not a service account', {
    field: 'email',
  });

/** Names the account, so that the wizard can offer `reactivateUser(id)` and go on. */
export const serviceAccountDeactivated = (account: { id: string; displayName: string }): AppError =>
  orchestratorError('CONFLICT', 'SERVICE_ACCOUNT_DEACTIVATED', 'This service account is deactivated; reactivate it first', {
    field: 'email',
    accountId: account.id,
    displayName: account.displayName,
  });

/** Keys of no project the caller can see (a project hidden from the caller is unknown too: its existence does not leak). */
export const unknownProjectKeys = (keys: string[]): AppError =>
  orchestratorError('BAD_USER_INPUT', 'UNKNOWN_PROJECT_KEYS', `projectKeys: no project ${keys.join(', ')}`, {
    field: 'projectKeys',
    unknownKeys: keys,
  });

/** A position for people: line and column from 1, and the offset from 0. */
function position(query: string, offset: number): string {
  const before = query.slice(0, offset).split('\n');
  return `position ${offset} (line ${before.length}, column ${before.at(-1)!.length + 1})`;
}

/** A query that does not parse or compile at `offset`: BAD_USER_INPUT on `query`, naming where. */
export const queryError = (query: string, offset: number, message: string): AppError =>
  orchestratorError('BAD_USER_INPUT', 'INVALID_QUERY', `query: ${message} at ${position(query, offset)}`, {
    field: 'query',
    position: offset,
  });

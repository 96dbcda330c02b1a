import { ruleError, type AppError } from '../../../core/errors.js';

/**
 * Why a sync request, or one entry of an apply, is refused (`extensions.reason`; an apply entry
 * reports the message as its `error` and the others still apply).
 */
export const syncErrorReasons = [
  'SYNC_UNKNOWN_ENTITY_TYPE',
  'SYNC_UNKNOWN_OP',
  'SYNC_FIELD_NEVER_CROSSES',
  'SYNC_UNKNOWN_FIELD',
  'SYNC_PAYLOAD_REQUIRED',
  'SYNC_PAYLOAD_ID_MISMATCH',
] as const;
export type SyncErrorReason = (typeof syncErrorReasons)[number];

const syncError = ruleError<SyncErrorReason>;

export const unknownEntityType = (entityType: string, field = 'entityType'): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_UNKNOWN_ENTITY_TYPE', `Unknown entity type "${entityType}"`, { field });

export const unknownOp = (op: string): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_UNKNOWN_OP', `Unknown op "${op}": use "upsert" or "delete"`, { field: 'op' });

export const fieldNeverCrosses = (entityType: string, key: string): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_FIELD_NEVER_CROSSES', `${entityType}.${key} never leaves its instance and cannot be applied`, {
    field: 'payload',
  });

export const unknownField = (entityType: string, key: string): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_UNKNOWN_FIELD', `${entityType} has no field "${key}" that sync may write`, { field: 'payload' });

export const payloadRequired = (): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_PAYLOAD_REQUIRED', 'An upsert needs a payload', { field: 'payload' });

export const payloadIdMismatch = (): AppError =>
  syncError('BAD_USER_INPUT', 'SYNC_PAYLOAD_ID_MISMATCH', "The payload's id differs from entityId", { field: 'payload' });

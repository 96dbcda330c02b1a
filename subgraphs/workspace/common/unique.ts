import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict } from '../../../core/errors.js';

/** Runs `work`; a unique-constraint violation (a race past the pre-check) becomes CONFLICT on `field`. */
export async function uniqueOrConflict<T>(field: string, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(message, { field });
    throw error;
  }
}

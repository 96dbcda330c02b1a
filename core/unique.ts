import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppError } from './errors.js';

/**
 * Runs `work`, a write guarded by a unique constraint after a pre-check found no clash. A concurrent
 * writer can pass the same pre-check; the database then refuses the later write, and `onRace` answers
 * instead: it throws the caller's error or returns what the winner wrote. Other errors pass through.
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  onRace: (error: UniqueConstraintViolationException) => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return onRace(error);
    throw error;
  }
}

/**
 * Runs `work`; a unique-constraint violation (a race past the pre-check) throws `clash()`, the same
 * error the pre-check throws, so the loser of a race hears what it would have heard a moment later.
 */
export function uniqueOrConflict<T>(clash: () => AppError, work: () => Promise<T>): Promise<T> {
  return onUniqueViolation(work, () => Promise.reject(clash()));
}

/**
 * Runs `work`; on a unique-constraint violation, throws `clash(winner)` naming the row that won the
 * race, as found by `findWinner` (give it a fresh EntityManager: the failed flush left the caller's
 * unit of work holding the losing row). When no winner is found, the violation itself is thrown.
 */
export function uniqueOrExisting<T, W>(
  work: () => Promise<T>,
  findWinner: () => Promise<W | null>,
  clash: (winner: W) => Error,
): Promise<T> {
  return onUniqueViolation(work, async (error) => {
    const winner = await findWinner();
    throw winner ? clash(winner) : error;
  });
}

import { jest } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict } from './errors.js';
import { uniqueOrConflict, uniqueOrExisting } from './unique.js';

const violation = () => Promise.reject(new UniqueConstraintViolationException(new Error('duplicate key value')));

describe('unique-constraint races', () => {
  it("answers a violation with the caller's conflict, as its pre-check would", async () => {
    const taken = () => conflict('Name taken', { field: 'name' });
    await expect(uniqueOrConflict(taken, violation)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Name taken',
      details: { field: 'name' },
    });
    await expect(uniqueOrConflict(taken, () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('names the row that won the race, or rethrows when there is none', async () => {
    const clash = (winner: { id: string }) => new Error(`taken by ${winner.id}`);
    await expect(uniqueOrExisting(violation, () => Promise.resolve({ id: 'w1' }), clash)).rejects.toThrow('taken by w1');
    await expect(uniqueOrExisting(violation, () => Promise.resolve(null), clash)).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
  });

  it('lets other errors through without looking for a winner', async () => {
    const findWinner = jest.fn(() => Promise.resolve({ id: 'w1' }));
    await expect(
      uniqueOrExisting(
        () => Promise.reject(new Error('disk full')),
        findWinner,
        () => new Error('clash'),
      ),
    ).rejects.toThrow('disk full');
    expect(findWinner).not.toHaveBeenCalled();
  });
});

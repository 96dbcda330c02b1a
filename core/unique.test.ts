import { jest } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { uniqueOrConflict, uniqueOrExisting } from './unique.js';

const violation = () => Promise.reject(new UniqueConstraintViolationException(new Error('duplicate key value')));

describe('unique-constraint races', () => {
  it('answers a violation with CONFLICT on the field', async () => {
    await expect(uniqueOrConflict('name', 'Name taken', violation)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Name taken',
      details: { field: 'name' },
    });
    await expect(uniqueOrConflict('name', 'Name taken', () => Promise.resolve(7))).resolves.toBe(7);
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

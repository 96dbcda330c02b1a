import { readFileSync } from 'node:fs';
import { pairErrorReasons } from '../pairs/pair.errors.js';
import { linkErrorReasons } from './link.errors.js';

const federationErrorReasons = [...linkErrorReasons, ...pairErrorReasons];

// Clients branch on reasons: each federation reason is in the API reference.
describe('federation error reasons', () => {
  it('are SCREAMING_SNAKE_CASE, unique, and documented in docs/api.md', () => {
    for (const reason of federationErrorReasons) expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(federationErrorReasons).size).toBe(federationErrorReasons.length);
    const api = readFileSync('docs/api.md', 'utf8');
    expect(federationErrorReasons.filter((reason) => !api.includes(`| \`${reason}\``))).toEqual([]);
  });
});

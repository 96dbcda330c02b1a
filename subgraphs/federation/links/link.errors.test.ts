import { readFileSync } from 'node:fs';
import { linkErrorReasons } from './link.errors.js';

// Clients branch on reasons: each federation reason is in the API reference.
describe('federation error reasons', () => {
  it('are SCREAMING_SNAKE_CASE, unique, and documented in docs/api.md', () => {
    for (const reason of linkErrorReasons) expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(linkErrorReasons).size).toBe(linkErrorReasons.length);
    const api = readFileSync('docs/api.md', 'utf8');
    expect(linkErrorReasons.filter((reason) => !api.includes(`| \`${reason}\``))).toEqual([]);
  });
});

import { joinSql, limitSql, rawSql, sql } from './sql.js';

describe('sql fragments', () => {
  it('turns values into placeholders, in order', () => {
    const fragment = sql`a = ${1} and b in (${['x', 'y']}) and c = ${null}`;
    expect(fragment.text).toBe('a = ? and b in (?) and c = ?');
    expect(fragment.params).toEqual([1, ['x', 'y'], null]);
  });

  it('splices nested fragments with their values', () => {
    const inner = sql`x = ${'inner'}`;
    const outer = sql`select ${rawSql('t.id')} where ${inner} and y = ${2}`;
    expect(outer.text).toBe('select t.id where x = ? and y = ?');
    expect(outer.params).toEqual(['inner', 2]);
  });

  it('joins fragments keeping every value', () => {
    const joined = joinSql([sql`a = ${1}`, rawSql('true'), sql`b = ${2}`], ' and ');
    expect(joined.text).toBe('a = ? and true and b = ?');
    expect(joined.params).toEqual([1, 2]);
  });

  it('refuses an empty list, which would be invalid SQL', () => {
    expect(() => sql`a in (${[]})`).toThrow(/empty list/);
  });

  it('writes a row limit into the text, and only a whole number of rows', () => {
    const fragment = sql`select 1 ${limitSql(51)}`;
    expect(fragment.text).toBe('select 1 limit 51');
    expect(fragment.params).toEqual([]);
    for (const rows of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => limitSql(rows)).toThrow(/not a row limit/);
  });

  it('keeps a question mark inside a value out of the text', () => {
    const fragment = sql`title = ${'why? because'}`;
    expect(fragment.text).toBe('title = ?');
  });
});

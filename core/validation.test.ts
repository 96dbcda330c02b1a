import { PageArgs } from './pagination.js';
import { distinctIds, intInRange, localDate, markdown, notNull, requiredText, validateArgument } from './validation.js';

const fieldError = (field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } });

describe('input validation', () => {
  it('trims required text and bounds its length', () => {
    expect(requiredText('title', '  Hello  ', 10)).toBe('Hello');
    expect(() => requiredText('title', '   ', 10)).toThrow(fieldError('title'));
    expect(() => requiredText('title', 'x'.repeat(11), 10)).toThrow(fieldError('title'));
    expect(() => requiredText('title', null, 10)).toThrow(fieldError('title'));
  });

  it('keeps Markdown as written, bounded', () => {
    expect(markdown('body', '  # Title\n')).toBe('  # Title\n');
    expect(markdown('description', null)).toBe('');
    expect(() => markdown('body', ' ', { required: true })).toThrow(fieldError('body'));
    expect(() => markdown('body', 'x'.repeat(100_001))).toThrow(fieldError('body'));
  });

  it('accepts real calendar dates only', () => {
    expect(localDate('dueDate', '2030-01-31')).toBe('2030-01-31');
    expect(localDate('dueDate', ' 2028-02-29 ')).toBe('2028-02-29');
    expect(localDate('dueDate', null)).toBeNull();
    for (const bad of ['2030-02-30', '2030-13-01', '30-01-01', '2030-1-1', 'tomorrow', '2030-01-31T00:00:00Z']) {
      expect(() => localDate('dueDate', bad)).toThrow(fieldError('dueDate'));
    }
  });

  it('rejects null where a field cannot be cleared and de-duplicates ids', () => {
    expect(() => notNull('priority', null)).toThrow(fieldError('priority'));
    expect(notNull('priority', 'high')).toBe('high');
    expect(distinctIds(['a', 'b', 'a'])).toEqual(['a', 'b']);
  });

  it('bounds whole numbers', () => {
    expect(intInRange('first', 100, 1, 100)).toBe(100);
    for (const bad of [0, 101, 1.5]) expect(() => intInRange('first', bad, 1, 100)).toThrow(fieldError('first'));
  });

  it('lets arguments that check themselves do so, and passes others', () => {
    const page = (first: number) => Object.assign(new PageArgs(), { first });
    expect(() => validateArgument(page(50))).not.toThrow();
    expect(() => validateArgument(page(101))).toThrow(fieldError('first'));
    for (const other of [null, undefined, 'text', 7, { first: 101 }]) expect(() => validateArgument(other)).not.toThrow();
  });
});

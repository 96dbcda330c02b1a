import { normaliseColor } from './label.service.js';

describe('label colours', () => {
  it('accept #rrggbb in any case and store it lower-case', () => {
    expect(normaliseColor('#1F883D')).toBe('#1f883d');
    expect(normaliseColor(' #abcdef ')).toBe('#abcdef');
  });

  it('reject anything else, naming the field', () => {
    for (const bad of ['red', '#fff', '1f883d', '#1f883dd', '#gggggg']) {
      expect(() => normaliseColor(bad)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field: 'color' } }));
    }
  });
});

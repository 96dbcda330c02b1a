import { createTwoFilesPatch } from 'diff';
import fc from 'fast-check';
import { DOC_DIFF_LIMITS, lineDiff, type DiffLimits } from './doc-diff.js';

const unbounded: DiffLimits = { maxChangedLines: Number.MAX_SAFE_INTEGER, maxSteps: Number.MAX_SAFE_INTEGER, stepsPerTurn: 1000 };
const ours = (oldText: string, newText: string, limits = unbounded) => lineDiff('revision 1', 'revision 2', oldText, newText, 3, limits);
const numbered = (count: number, word: string) => Array.from({ length: count }, (_, i) => `${word}${i}\n`).join('');

describe('doc diffs', () => {
  it('are the diff library’s unified diff, line for line', async () => {
    // Few distinct lines, so that many alignments tie; endings of every kind, a last line without one.
    const line = fc.constantFrom('a', 'b', 'c', '', 'a\r', 'long line of text');
    const ending = fc.constantFrom('\n', '\n', '\n', '\r\n');
    const text = fc
      .tuple(fc.array(fc.tuple(line, ending), { maxLength: 40 }), fc.constantFrom('', 'tail'))
      .map(([lines, tail]) => lines.map(([content, end]) => content + end).join('') + tail);
    await fc.assert(
      fc.asyncProperty(text, text, fc.integer({ min: 0, max: 4 }), async (oldText, newText, context) => {
        const expected = createTwoFilesPatch('x', 'y', oldText, newText, '', '', { context });
        expect(await lineDiff('x', 'y', oldText, newText, context, unbounded)).toMatchObject({ patch: expected });
      }),
      { numRuns: 3000 },
    );
    const large = numbered(3000, 'line');
    for (const [oldText, newText] of [
      ['', ''],
      ['same\n', 'same\n'],
      ['', 'new\n'],
      [large, large.replace('line1500\n', 'changed\n').replace('line10\n', '')],
    ] as const) {
      const expected = createTwoFilesPatch('revision 1', 'revision 2', oldText, newText, '', '', { context: 3 });
      expect(await ours(oldText, newText)).toMatchObject({ patch: expected });
    }
  });

  it('counts its edits and steps, and gives up at either limit', async () => {
    expect(await ours('a\nb\nc\n', 'a\nx\nc\n')).toMatchObject({ changedLines: 2 });
    expect(await ours('a\nb\nc\n', 'a\nx\nc\n', { ...unbounded, maxChangedLines: 1 })).toMatchObject({ tooLarge: 'changedLines' });
    expect(await ours('a\nb\nc\n', 'a\nx\nc\n', { ...unbounded, maxSteps: 3 })).toMatchObject({ tooLarge: 'steps' });
  });

  it('refuses the pathological diffs within its step budget, a turn of the event loop at a time', async () => {
    const cases: Record<string, [string, string]> = {
      // The finding: 10,000 lines replaced by 10,000 others (D = 20,000), 9.2 s of the event loop before.
      replaced: [numbered(10_000, 'a'), numbered(10_000, 'b')],
      // Lines that repeat, so that many diagonals follow long common runs.
      periodic: ['a\nb\nc\n'.repeat(16_000), 'a\nc\nb\n'.repeat(16_000)],
      sparse: ['a\n'.repeat(49_000), Array.from({ length: 49_000 }, (_, i) => (i % 20 ? 'a\n' : 'c\n')).join('')],
    };
    for (const [oldText, newText] of Object.values(cases)) {
      let turns = 0;
      const counting = setInterval(() => turns++, 0);
      const result = await ours(oldText, newText, DOC_DIFF_LIMITS);
      clearInterval(counting);
      expect(result).toHaveProperty('tooLarge');
      expect(result.steps).toBeLessThanOrEqual(DOC_DIFF_LIMITS.maxSteps + 1);
      expect(result.changedLines).toBeLessThanOrEqual(DOC_DIFF_LIMITS.maxChangedLines + 1);
      // Other work ran between its turns (a timer, here).
      expect(turns).toBeGreaterThan(0);
    }
  });
});

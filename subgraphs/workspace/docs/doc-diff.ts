import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatPatch, type StructuredPatch, type StructuredPatchHunk } from 'diff';

/**
 * How much one diff may take. A diff is Myers' O(ND) line diff, whose work grows with the number of changed
 * lines D times the lines it walks: a doc of 10,000 lines replaced by 10,000 others is D = 20,000, about
 * 200 million steps. Past either limit the diff is refused as too large, as GitHub and GitLab refuse theirs.
 */
export interface DiffLimits {
  /** Lines removed plus lines added (the edit distance D). */
  maxChangedLines: number;
  /** Diagonals visited plus pairs of lines compared: what bounds the time, also in texts whose lines repeat. */
  maxSteps: number;
  /** Steps run on one turn of the event loop before the search lets other work in. */
  stepsPerTurn: number;
}

/**
 * The limits the API serves with (docs/api.md, "Docs"). A step is a few nanoseconds: the largest diff takes
 * about 25 ms of CPU, in turns of well under a millisecond each, and keeps at most about 2,000,000 paths of 4 bytes.
 */
export const DOC_DIFF_LIMITS: DiffLimits = { maxChangedLines: 2000, maxSteps: 4_000_000, stepsPerTurn: 100_000 };

export type LineDiff =
  { patch: string; changedLines: number; steps: number } | { tooLarge: 'changedLines' | 'steps'; changedLines: number; steps: number };

/** Lines with their ending, as the `diff` library's line diff cuts them (`\n` and `\r\n` end a line). */
function lines(text: string): string[] {
  const result: string[] = [];
  for (let from = 0; from < text.length;) {
    const next = text.indexOf('\n', from) + 1 || text.length;
    result.push(text.slice(from, next));
    from = next;
  }
  return result;
}

/** Each line a number, equal lines the same one, so that comparing two lines is comparing two integers. */
function numbered(oldLines: string[], newLines: string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  return [oldLines, newLines].map((list) => {
    const result = new Int32Array(list.length);
    for (let i = 0; i < list.length; i++) {
      let id = ids.get(list[i]!);
      if (id === undefined) ids.set(list[i]!, (id = ids.size));
      result[i] = id;
    }
    return result;
  }) as [Int32Array, Int32Array];
}

/** The array twice as long, with the same start. */
function doubled(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Path arrays of finished searches, for the next ones: a search of 4,000,000 steps keeps up to 8 MB of paths, and
 * allocating that anew for each one is what made diffs slow, through the garbage collections it set off. There are
 * as many as diffs ever ran at once (`DIFFS_AT_ONCE` in the doc service).
 */
const spare: Int32Array[] = [];

/** A run of lines in order: common to both texts, removed from the old one, or added by the new one. */
interface Run {
  kind: 'common' | 'removed' | 'added';
  lines: string[];
}

/**
 * The unified diff the `diff` library's `createTwoFilesPatch(oldName, newName, oldText, newText, '', '', { context })`
 * gives, line for line, found with bounded work: the same Myers search (its diagonal order, tie-breaks and
 * pruning), on lines numbered once (a comparison is an integer's) and with its paths kept in typed arrays.
 * Each diagonal visited and each pair of lines compared is a step towards `maxSteps`, each edit counts
 * towards `maxChangedLines`; past either, `tooLarge`. Every `stepsPerTurn` steps the search waits for the
 * event loop's next turn, so that no diff holds it for long.
 */
export async function lineDiff(
  oldName: string,
  newName: string,
  oldText: string,
  newText: string,
  context: number,
  limits: DiffLimits,
): Promise<LineDiff> {
  const oldLines = lines(oldText);
  const newLines = lines(newText);
  const [a, b] = numbered(oldLines, newLines);
  const oldLen = a.length;
  const newLen = b.length;

  // The search's paths: each is one edit (none for the first) and then the run of common lines that follows,
  // kept as the path it continues, times 2, plus 1 when its edit adds a line (else it removes one); -1 for the
  // first, the common lines both texts start with. Where a run ends is known while its path is the furthest on
  // its diagonal (`bestPos`), and found again by following the path once the search is over.
  let from = spare.pop() ?? new Int32Array(1024);
  try {
    let steps = 0;
    let x = -1;
    while (x + 1 < newLen && x + 1 < oldLen) {
      steps++;
      if (a[x + 1] !== b[x + 1]) break;
      x++;
    }
    from[0] = -1;
    let paths = 1;
    let end = x + 1 >= oldLen && x + 1 >= newLen ? 0 : -1;

    const maxEdits = Math.min(oldLen + newLen, limits.maxChangedLines);
    // The furthest path on each diagonal k (old position minus new position) at `offset + k`, -1 for none, and its old position.
    const offset = maxEdits + 1;
    const best = new Int32Array(2 * offset + 1).fill(-1);
    const bestPos = new Int32Array(2 * offset + 1);
    best[offset] = 0;
    bestPos[offset] = x;
    // Once a path meets the end of one text, the diagonals past it need not be searched.
    let minDiagonal = -offset;
    let maxDiagonal = offset;
    let edits = 0;
    let pause = limits.stepsPerTurn;
    while (end < 0) {
      if (edits === maxEdits) return { tooLarge: 'changedLines', changedLines: edits + 1, steps };
      edits++;
      for (let k = Math.max(minDiagonal, -edits); k <= Math.min(maxDiagonal, edits); k += 2) {
        if (++steps > limits.maxSteps) return { tooLarge: 'steps', changedLines: edits, steps };
        if (steps >= pause) {
          await nextTurn();
          pause = steps + limits.stepsPerTurn;
        }
        const removeAt = offset + k - 1;
        const remove = best[removeAt]!;
        const add = best[removeAt + 2]!;
        if (remove >= 0) best[removeAt] = -1;
        const removePos = bestPos[removeAt]!;
        const addPos = bestPos[removeAt + 2]!;
        const canAdd = add >= 0 && addPos - k >= 0 && addPos - k < newLen;
        const canRemove = remove >= 0 && removePos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          best[offset + k] = -1;
          continue;
        }
        const adding = !canRemove || (canAdd && removePos < addPos);
        x = adding ? addPos : removePos + 1;
        let y = x - k;
        while (y + 1 < newLen && x + 1 < oldLen) {
          steps++;
          if (a[x + 1] !== b[y + 1]) break;
          x++;
          y++;
        }
        if (paths === from.length) from = doubled(from);
        from[paths] = adding ? 2 * add + 1 : 2 * remove;
        const path = paths++;
        if (x + 1 >= oldLen && y + 1 >= newLen) {
          end = path;
          break;
        }
        if (steps > limits.maxSteps) return { tooLarge: 'steps', changedLines: edits, steps };
        best[offset + k] = path;
        bestPos[offset + k] = x;
        if (x + 1 >= oldLen) maxDiagonal = Math.min(maxDiagonal, k - 1);
        if (y + 1 >= newLen) minDiagonal = Math.max(minDiagonal, k + 1);
      }
    }

    // The path front to back, as runs of lines (consecutive edits of one kind in one run).
    const chain: number[] = [];
    for (let at = end; at >= 0; at = from[at]! >> 1) chain.push(at);
    chain.reverse();
    const runs: Run[] = [];
    const push = (kind: Run['kind'], taken: string[]) => {
      const previous = runs[runs.length - 1];
      if (previous?.kind === kind && kind !== 'common') previous.lines.push(...taken);
      else runs.push({ kind, lines: taken });
    };
    let oldPos = 0;
    let newPos = 0;
    for (const at of chain) {
      if (at > 0) {
        if (from[at]! & 1) push('added', [newLines[newPos++]!]);
        else push('removed', [oldLines[oldPos++]!]);
      }
      let common = 0;
      while (oldPos + common < oldLen && newPos + common < newLen && a[oldPos + common] === b[newPos + common]) common++;
      if (common > 0) {
        push('common', oldLines.slice(oldPos, oldPos + common));
        oldPos += common;
        newPos += common;
      }
    }
    const patch: StructuredPatch = {
      oldFileName: oldName,
      newFileName: newName,
      oldHeader: '',
      newHeader: '',
      hunks: hunks(runs, context),
    };
    return { patch: formatPatch(patch), changedLines: edits, steps };
  } finally {
    spare.push(from);
  }
}

/** The hunks of a diff's runs, with `context` common lines around each change: the `diff` library's `structuredPatch`. */
function hunks(runs: Run[], context: number): StructuredPatchHunk[] {
  const list: Run[] = [...runs, { kind: 'common', lines: [] }];
  const result: StructuredPatchHunk[] = [];
  const contextLines = (from: string[]) => from.map((line) => ` ${line}`);
  let oldRangeStart = 0;
  let newRangeStart = 0;
  let range: string[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const [i, run] of list.entries()) {
    if (run.kind !== 'common') {
      if (!oldRangeStart) {
        const previous = list[i - 1];
        oldRangeStart = oldLine;
        newRangeStart = newLine;
        if (previous) {
          range = context > 0 ? contextLines(previous.lines.slice(-context)) : [];
          oldRangeStart -= range.length;
          newRangeStart -= range.length;
        }
      }
      for (const line of run.lines) range.push(`${run.kind === 'added' ? '+' : '-'}${line}`);
      if (run.kind === 'added') newLine += run.lines.length;
      else oldLine += run.lines.length;
      continue;
    }
    if (oldRangeStart) {
      if (run.lines.length <= context * 2 && i < list.length - 2) {
        range.push(...contextLines(run.lines));
      } else {
        const contextSize = Math.min(run.lines.length, context);
        range.push(...contextLines(run.lines.slice(0, contextSize)));
        result.push({
          oldStart: oldRangeStart,
          oldLines: oldLine - oldRangeStart + contextSize,
          newStart: newRangeStart,
          newLines: newLine - newRangeStart + contextSize,
          lines: range,
        });
        oldRangeStart = 0;
        newRangeStart = 0;
        range = [];
      }
    }
    oldLine += run.lines.length;
    newLine += run.lines.length;
  }
  // Lines lose their ending; a last line without one says so.
  for (const hunk of result) {
    const marked: string[] = [];
    for (const line of hunk.lines) {
      if (line.endsWith('\n')) marked.push(line.slice(0, -1));
      else marked.push(line, '\\ No newline at end of file');
    }
    hunk.lines = marked;
  }
  return result;
}

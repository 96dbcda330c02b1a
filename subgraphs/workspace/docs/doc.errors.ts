import { ruleError, type AppError } from '../../../core/errors.js';
import type { DiffLimits } from './doc-diff.js';

/** Why a doc request is refused (`extensions.reason`). */
export const docErrorReasons = ['DOC_DIFF_TOO_LARGE'] as const;
export type DocErrorReason = (typeof docErrorReasons)[number];

const docError = ruleError<DocErrorReason>;

/** A diff past the limits of `DOC_DIFF_LIMITS` is not computed, as GitHub answers "diff too large". */
export const docDiffTooLarge = (from: number, to: number, limits: DiffLimits): AppError =>
  docError(
    'BAD_USER_INPUT',
    'DOC_DIFF_TOO_LARGE',
    `The diff from revision ${from} to revision ${to} is too large to show: more than ${limits.maxChangedLines} lines change, ` +
      'or its lines repeat too much to align them. Compare revisions closer together, or read both (Doc.revisionByNumber).',
    { maxChangedLines: limits.maxChangedLines },
  );

/**
 * The authorization matrix of docs/authorization-matrix.md, read from its Markdown: one table per surface (a `## <surface>`
 * heading followed by a table), a row per actor, a column per action, each cell an outcome with an optional note `(a)`.
 * The reader is strict: a missing, repeated or unknown surface, actor, action or outcome is an error naming it, so the
 * document can never silently test less than it shows.
 */

export const MATRIX_ACTORS = [
  'super-admin',
  'workspace admin',
  'project admin',
  'member',
  'viewer',
  'non-member',
  'bot',
  'bot owner',
  'mail key',
  'key minted by someone else',
  'OAuth token as self',
  'OAuth token as an agent',
  'revoked key',
  "deactivated user's key",
  'expired key',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

export const MATRIX_ACTIONS = [
  'read a private ticket',
  'read another project',
  'change membership',
  'mint a key',
  'change a password',
  'mint a mail key',
  'read mail events',
  "read a pair's conflicts",
] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

export const MATRIX_OUTCOMES = ['ok', '401', '403', '404', 'n/a'] as const;
export type MatrixOutcome = (typeof MATRIX_OUTCOMES)[number];

export interface MatrixCell<S extends string = string> {
  surface: S;
  actor: MatrixActor;
  action: MatrixAction;
  expected: MatrixOutcome;
  /** The letter of the note under the table that explains the cell, if any. */
  note?: string;
}

const CELL = /^(ok|401|403|404|n\/a)(?:\s+\(([a-z])\))?$/;

const splitRow = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

const plain = (text: string): string => text.replace(/`/g, '').trim();

/** Every cell of the tables of `surfaces` in `markdown`; each surface must have exactly one table, complete. */
export function parseAuthorizationMatrix<S extends string>(markdown: string, surfaces: readonly S[]): MatrixCell<S>[] {
  const lines = markdown.split('\n');
  const cells: MatrixCell<S>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const heading = /^##\s+(.+)$/.exec(lines[i]!);
    if (!heading) continue;
    const surface = surfaces.find((name) => name === plain(heading[1]!));
    if (!surface) continue;
    if (seen.has(surface)) throw new Error(`authorization matrix: surface "${surface}" has two sections`);
    seen.add(surface);
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith('|') && !lines[j]!.startsWith('## ')) j += 1;
    if (j >= lines.length || !lines[j]!.trim().startsWith('|')) throw new Error(`authorization matrix: "${surface}" has no table`);
    const header = splitRow(lines[j]!);
    if (header[0] !== 'Actor') throw new Error(`authorization matrix: "${surface}": the first column must be "Actor", not "${header[0]}"`);
    const actions = header.slice(1).map((name) => {
      const action = MATRIX_ACTIONS.find((known) => known === name);
      if (!action) throw new Error(`authorization matrix: "${surface}": unknown action column "${name}"`);
      return action;
    });
    const missingActions = MATRIX_ACTIONS.filter((action) => !actions.includes(action));
    if (missingActions.length || actions.length !== MATRIX_ACTIONS.length) {
      throw new Error(`authorization matrix: "${surface}": the columns must be every action once (missing: ${missingActions.join(', ')})`);
    }
    const actors = new Set<MatrixActor>();
    for (j += 2; j < lines.length && lines[j]!.trim().startsWith('|'); j += 1) {
      const [name, ...values] = splitRow(lines[j]!);
      const actor = MATRIX_ACTORS.find((known) => known === name);
      if (!actor) throw new Error(`authorization matrix: "${surface}": unknown actor row "${name}"`);
      if (actors.has(actor)) throw new Error(`authorization matrix: "${surface}": actor "${actor}" has two rows`);
      actors.add(actor);
      if (values.length !== actions.length) throw new Error(`authorization matrix: "${surface}" › ${actor}: ${values.length} cells`);
      values.forEach((value, index) => {
        const match = CELL.exec(value);
        const action = actions[index]!;
        if (!match) throw new Error(`authorization matrix: "${surface}" › ${actor} › ${action}: "${value}" is not an outcome`);
        cells.push({
          surface,
          actor,
          action,
          expected: match[1] as MatrixOutcome,
          ...(match[2] ? { note: match[2] } : {}),
        });
      });
    }
    const missingActors = MATRIX_ACTORS.filter((actor) => !actors.has(actor));
    if (missingActors.length) throw new Error(`authorization matrix: "${surface}": no row for ${missingActors.join(', ')}`);
    // Each note a cell names is explained under the table (`- (a) …`, before the next section), and each note there is used.
    const explained = new Set<string>();
    for (; j < lines.length && !lines[j]!.startsWith('## '); j += 1) {
      const note = /^- \(([a-z])\) /.exec(lines[j]!)?.[1];
      if (note) explained.add(note);
    }
    const used = new Set(cells.filter((cell) => cell.surface === surface && cell.note).map((cell) => cell.note!));
    const unexplained = [...used].filter((note) => !explained.has(note));
    const unused = [...explained].filter((note) => !used.has(note));
    if (unexplained.length || unused.length) {
      throw new Error(
        `authorization matrix: "${surface}": notes named but not explained: ${unexplained.join(', ') || 'none'}; explained but not named: ${unused.join(', ') || 'none'}`,
      );
    }
  }
  const missingSurfaces = surfaces.filter((surface) => !seen.has(surface));
  if (missingSurfaces.length) throw new Error(`authorization matrix: no section for ${missingSurfaces.join(', ')}`);
  return cells;
}

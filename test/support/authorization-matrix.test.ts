import { MATRIX_ACTIONS, MATRIX_ACTORS, parseAuthorizationMatrix } from './authorization-matrix.js';

/** A section for `surface` with every actor and action, each cell `cell(actor, action)`, and `notes` under the table. */
function section(surface: string, cell: (actor: string, action: string) => string = () => 'ok', notes: string[] = []): string {
  const header = `| Actor | ${MATRIX_ACTIONS.join(' | ')} |`;
  const rule = `| --- | ${MATRIX_ACTIONS.map(() => '---').join(' | ')} |`;
  const rows = MATRIX_ACTORS.map((actor) => `| ${actor} | ${MATRIX_ACTIONS.map((action) => cell(actor, action)).join(' | ')} |`);
  return [`## ${surface}`, '', 'Some words.', '', header, rule, ...rows, '', ...notes, ''].join('\n');
}

describe('parseAuthorizationMatrix', () => {
  it('reads every cell of the named surfaces, with its note, and ignores other sections', () => {
    const markdown = [
      '# Title',
      section('Other'),
      section('`/api`', (actor, action) => (actor === 'bot' && action === 'mint a key' ? '403 (a)' : 'n/a'), ['- (a) Bots do not.']),
    ].join('\n');
    const cells = parseAuthorizationMatrix(markdown, ['/api']);
    expect(cells).toHaveLength(MATRIX_ACTORS.length * MATRIX_ACTIONS.length);
    expect(cells.find((cell) => cell.actor === 'bot' && cell.action === 'mint a key')).toEqual({
      surface: '/api',
      actor: 'bot',
      action: 'mint a key',
      expected: '403',
      note: 'a',
    });
    expect(new Set(cells.map((cell) => cell.surface))).toEqual(new Set(['/api']));
  });

  it('refuses a table that tests less, or other than, it shows', () => {
    const parse = (markdown: string) => () => parseAuthorizationMatrix(markdown, ['S']);
    expect(parse(section('T'))).toThrow(/no section for S/);
    expect(parse(section('S').replace(/^\| viewer .*\n/m, ''))).toThrow(/no row for viewer/);
    expect(parse(section('S').replace('| member |', '| manager |'))).toThrow(/unknown actor row "manager"/);
    expect(parse(section('S').replace('| mint a key |', '| mint |'))).toThrow(/unknown action column "mint"/);
    expect(parse(section('S', (actor) => (actor === 'member' ? 'yes' : 'ok')))).toThrow(/member › .*"yes" is not an outcome/);
    expect(parse(section('S', (actor) => (actor === 'member' ? 'ok (b)' : 'ok')))).toThrow(/not explained: b/);
    expect(parse(section('S', () => 'ok', ['- (c) Nobody.']))).toThrow(/explained but not named: c/);
    expect(parse(section('S') + section('S'))).toThrow(/two sections/);
  });
});

import { createToken, EmbeddedActionsParser, Lexer, type IToken, type TokenType } from 'chevrotain';
import { queryError } from './orchestrator.errors.js';

/*
 * The agent query language: a JQL-style filter over tickets, parsed with Chevrotain.
 *   query      := orExpr? (ORDER BY sortKey ("," sortKey)*)?
 *   orExpr     := andExpr (OR andExpr)*
 *   andExpr    := notExpr (AND notExpr)*
 *   notExpr    := NOT notExpr | "(" orExpr ")" | condition
 *   condition  := field op value | field [NOT] IN "(" value ("," value)* ")" | field IS [NOT] EMPTY
 *   value      := "string" | 'string' | word | number | date | relative date (-7d) | function()
 * Keywords are case-insensitive. Field names and values are checked when the query is compiled.
 */

const Word = createToken({ name: 'Word', pattern: /[A-Za-z_][A-Za-z0-9_.@+-]*/ });
const keyword = (name: string) => createToken({ name, pattern: new RegExp(`${name}(?![A-Za-z0-9_.@+-])`, 'i'), longer_alt: Word });
const And = keyword('AND');
const Or = keyword('OR');
const Not = keyword('NOT');
const In = keyword('IN');
const Is = keyword('IS');
const Empty = createToken({ name: 'Empty', pattern: /(EMPTY|NULL)(?![A-Za-z0-9_.@+-])/i, longer_alt: Word });
const Order = keyword('ORDER');
const By = keyword('BY');
const Asc = keyword('ASC');
const Desc = keyword('DESC');
const StringLiteral = createToken({ name: 'StringLiteral', pattern: /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/ });
const DateLiteral = createToken({
  name: 'DateLiteral',
  pattern: /\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?/,
});
const RelativeDate = createToken({ name: 'RelativeDate', pattern: /[+-]\d+[mhdw]/ });
const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+/ });
const LParen = createToken({ name: 'LParen', pattern: /\(/ });
const RParen = createToken({ name: 'RParen', pattern: /\)/ });
const Comma = createToken({ name: 'Comma', pattern: /,/ });
const NotTilde = createToken({ name: 'NotTilde', pattern: /!~/ });
const Tilde = createToken({ name: 'Tilde', pattern: /~/ });
const NotEquals = createToken({ name: 'NotEquals', pattern: /!=/ });
const LessEquals = createToken({ name: 'LessEquals', pattern: /<=/ });
const GreaterEquals = createToken({ name: 'GreaterEquals', pattern: />=/ });
const Less = createToken({ name: 'Less', pattern: /</ });
const Greater = createToken({ name: 'Greater', pattern: />/ });
const Equals = createToken({ name: 'Equals', pattern: /=/ });
const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED });

const allTokens: TokenType[] = [
  WhiteSpace,
  StringLiteral,
  DateLiteral,
  RelativeDate,
  NumberLiteral,
  LParen,
  RParen,
  Comma,
  NotTilde,
  Tilde,
  NotEquals,
  LessEquals,
  GreaterEquals,
  Less,
  Greater,
  Equals,
  And,
  Or,
  Not,
  In,
  Is,
  Empty,
  Order,
  By,
  Asc,
  Desc,
  Word,
];
const lexer = new Lexer(allTokens, { positionTracking: 'full' });

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=' | '~' | '!~';

export interface QueryValue {
  kind: 'string' | 'word' | 'number' | 'date' | 'relative' | 'function';
  text: string;
  /** Offset of the value in the query, from 0. */
  offset: number;
}

export type QueryExpression =
  | { kind: 'and' | 'or'; items: QueryExpression[] }
  | { kind: 'not'; item: QueryExpression }
  | { kind: 'compare'; field: string; offset: number; operator: ComparisonOperator; value: QueryValue }
  | { kind: 'in'; field: string; offset: number; negated: boolean; values: QueryValue[] }
  | { kind: 'empty'; field: string; offset: number; negated: boolean };

export interface ParsedQuery {
  where: QueryExpression | null;
  orderBy: Array<{ field: string; offset: number; descending: boolean }>;
}

const unquote = (text: string): string => text.slice(1, -1).replace(/\\(.)/g, '$1');

class QueryParser extends EmbeddedActionsParser {
  constructor() {
    super(allTokens, { maxLookahead: 3 });
    this.performSelfAnalysis();
  }

  query = this.RULE('query', (): ParsedQuery => {
    const where = this.OPTION(() => this.SUBRULE(this.orExpression)) ?? null;
    const orderBy: ParsedQuery['orderBy'] = [];
    this.OPTION2(() => {
      this.CONSUME(Order);
      this.CONSUME(By);
      this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => orderBy.push(this.SUBRULE(this.sortKey)) });
    });
    return { where, orderBy };
  });

  private sortKey = this.RULE('sortKey', () => {
    const field = this.CONSUME(Word);
    let descending = false;
    this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(Asc) }, { ALT: () => ((descending = true), this.CONSUME(Desc)) }]));
    return { field: field.image, offset: field.startOffset, descending };
  });

  private orExpression = this.RULE('orExpression', (): QueryExpression => {
    const items = [this.SUBRULE(this.andExpression)];
    this.MANY(() => {
      this.CONSUME(Or);
      items.push(this.SUBRULE2(this.andExpression));
    });
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  });

  private andExpression = this.RULE('andExpression', (): QueryExpression => {
    const items = [this.SUBRULE(this.notExpression)];
    this.MANY(() => {
      this.CONSUME(And);
      items.push(this.SUBRULE2(this.notExpression));
    });
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  });

  private notExpression = this.RULE('notExpression', (): QueryExpression =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Not);
          return { kind: 'not' as const, item: this.SUBRULE(this.notExpression) };
        },
      },
      {
        ALT: () => {
          this.CONSUME(LParen);
          const inner = this.SUBRULE(this.orExpression);
          this.CONSUME(RParen);
          return inner;
        },
      },
      { ALT: () => this.SUBRULE(this.condition) },
    ]),
  );

  private condition = this.RULE('condition', (): QueryExpression => {
    const field = this.CONSUME(Word);
    const at = { field: field.image, offset: field.startOffset };
    return this.OR([
      {
        ALT: () => {
          const operator = this.OR2(
            [Equals, NotEquals, LessEquals, GreaterEquals, Less, Greater, Tilde, NotTilde].map((token) => ({
              ALT: () => this.CONSUME(token).image as ComparisonOperator,
            })),
          );
          return { kind: 'compare' as const, ...at, operator, value: this.SUBRULE(this.value) };
        },
      },
      {
        ALT: () => {
          let negated = false;
          this.OPTION(() => ((negated = true), this.CONSUME(Not)));
          this.CONSUME(In);
          this.CONSUME(LParen);
          const values: QueryValue[] = [];
          this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => values.push(this.SUBRULE2(this.value)) });
          this.CONSUME(RParen);
          return { kind: 'in' as const, ...at, negated, values };
        },
      },
      {
        ALT: () => {
          this.CONSUME(Is);
          let negated = false;
          this.OPTION2(() => ((negated = true), this.CONSUME2(Not)));
          this.CONSUME(Empty);
          return { kind: 'empty' as const, ...at, negated };
        },
      },
    ]);
  });

  private value = this.RULE('value', (): QueryValue => {
    const token = (kind: QueryValue['kind'], read: IToken, text = read.image): QueryValue => ({ kind, text, offset: read.startOffset });
    return this.OR([
      { ALT: () => token('string', this.CONSUME(StringLiteral), undefined) },
      { ALT: () => token('date', this.CONSUME(DateLiteral)) },
      { ALT: () => token('relative', this.CONSUME(RelativeDate)) },
      { ALT: () => token('number', this.CONSUME(NumberLiteral)) },
      {
        ALT: () => {
          const word = this.CONSUME(Word);
          let call = false;
          this.OPTION(() => {
            this.CONSUME(LParen);
            this.CONSUME(RParen);
            call = true;
          });
          return token(call ? 'function' : 'word', word);
        },
      },
    ]);
  });
}

const parser = new QueryParser();

/**
 * How deeply a query may nest groups and NOTs: each level is a few frames of the parser's and the compiler's
 * recursion, so without a bound a long enough run of "(" or NOT would overflow the stack.
 */
export const MAX_QUERY_NESTING = 32;

/**
 * The first token past the nesting bound, or undefined: counts the groups open at each token (with the NOTs before
 * each) and the NOTs pending before the next condition or group. The parentheses of `IN (...)` and `f()` do not nest.
 */
function tooDeep(tokens: IToken[]): IToken | undefined {
  const groups: number[] = [];
  let open = 0;
  let pendingNots = 0;
  for (const [at, token] of tokens.entries()) {
    const previous = tokens[at - 1]?.tokenType;
    if (token.tokenType === Not) pendingNots += 1;
    else if (token.tokenType === LParen) {
      const nests = previous === In || previous === Word ? 0 : pendingNots + 1;
      groups.push(nests);
      open += nests;
      pendingNots = 0;
    } else if (token.tokenType === RParen) open -= groups.pop() ?? 0;
    else pendingNots = 0;
    if (open + pendingNots > MAX_QUERY_NESTING) return token;
  }
  return undefined;
}

/** Parses a query; a syntax error is BAD_USER_INPUT on `query` naming its position. */
export function parseQuery(query: string): ParsedQuery {
  const lexed = lexer.tokenize(query);
  const [lexError] = lexed.errors;
  if (lexError) throw queryError(query, lexError.offset, `unexpected character ${JSON.stringify(query.charAt(lexError.offset))}`);
  const deep = tooDeep(lexed.tokens);
  if (deep) throw queryError(query, deep.startOffset, `nested too deeply (at most ${MAX_QUERY_NESTING} levels of parentheses and NOT)`);
  parser.input = lexed.tokens;
  const parsed = parser.query();
  const [parseError] = parser.errors;
  if (parseError) {
    // The end of input has no offset of its own (NaN or -1).
    const start = parseError.token.startOffset;
    const offset = Number.isNaN(start) || start < 0 ? query.length : start;
    const found =
      parseError.token.tokenType === undefined || parseError.token.image === '' ? 'end of query' : JSON.stringify(parseError.token.image);
    throw queryError(query, offset, `syntax error: unexpected ${found}`);
  }
  return {
    ...parsed,
    where: parsed.where && unquoteStrings(parsed.where),
  };
}

/** String values lose their quotes (and escapes) once parsed. */
function unquoteStrings(expression: QueryExpression): QueryExpression {
  const fix = (value: QueryValue): QueryValue => (value.kind === 'string' ? { ...value, text: unquote(value.text) } : value);
  switch (expression.kind) {
    case 'and':
    case 'or':
      return { ...expression, items: expression.items.map(unquoteStrings) };
    case 'not':
      return { ...expression, item: unquoteStrings(expression.item) };
    case 'compare':
      return { ...expression, value: fix(expression.value) };
    case 'in':
      return { ...expression, values: expression.values.map(fix) };
    default:
      return expression;
  }
}

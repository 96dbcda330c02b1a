import { ArgsType, ClassType, Directive, Field, Int, ObjectType } from 'type-graphql';
import { invalidInput } from './errors.js';
import { isUuid } from './ids.js';
import { intInRange, type SelfValidating } from './validation.js';

/** Largest page a list field returns. */
export const MAX_PAGE_SIZE = 100;

/** A page size, 1..MAX_PAGE_SIZE; BAD_USER_INPUT naming `field` otherwise. */
export const pageSize = (first: number, field = 'first'): number => intInRange(field, first, 1, MAX_PAGE_SIZE);

@ArgsType()
export class PageArgs implements SelfValidating {
  @Field(() => Int, { defaultValue: 50, description: `Page size, 1..${MAX_PAGE_SIZE}.` })
  first!: number;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of the previous page.' })
  after?: string | null;

  validate(): void {
    pageSize(this.first);
  }
}

// Every subgraph's connections share this type.
@Directive('@shareable')
@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** Cursor connection type `<Name>Connection` with `nodes`, `edges` and `pageInfo`. */
export function Connection<T extends object>(node: ClassType<T>, name = node.name) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field()
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  @ObjectType()
  abstract class ConnectionClass {
    @Field(() => [node])
    nodes!: T[];

    @Field(() => [Edge])
    edges(): Edge[] {
      return this.nodes.map((item) => ({ cursor: encodeCursor(keyOf(item)), node: item }));
    }

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

const keyOf = (item: object): string => String((item as { id: string }).id);

export const encodeCursor = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');

/**
 * The key in a cursor from `encodeCursor`, or undefined on the first page. Only for cursors that are
 * not an id (the orchestrator's dispatch position, which checks its parts): lists keyed by id use
 * `decodeIdCursor`, `olderThanCursor` or `newerThanCursor`.
 */
export function decodeCursor(cursor: string | null | undefined): string | undefined {
  if (cursor === null || cursor === undefined) return undefined;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!key || encodeCursor(key) !== cursor) throw invalidInput('after', 'not a cursor returned by this list');
  return key;
}

/** Builds a page from `first + 1` rows ordered by id (UUIDv7, so by creation time). */
export function toPage<T extends { id: string }>(rows: T[], first: number): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last.id) : null } };
}

/**
 * The item id in the cursor of a list keyed by id (`toPage`), or undefined on the first page;
 * BAD_USER_INPUT on `after` for anything else, so a forged id never reaches the database.
 */
export function decodeIdCursor(after: string | null | undefined): string | undefined {
  const afterId = decodeCursor(after);
  if (afterId !== undefined && !isUuid(afterId)) throw invalidInput('after', 'not a cursor returned by this list');
  return afterId;
}

/** The filter of a newest-first page after `after` (UUIDv7 ids): `{ id: { $lt } }`, or nothing on the first page. */
export function olderThanCursor(after: string | null | undefined): { id?: { $lt: string } } {
  const afterId = decodeIdCursor(after);
  return afterId === undefined ? {} : { id: { $lt: afterId } };
}

/** The filter of an oldest-first page after `after` (UUIDv7 ids): `{ id: { $gt } }`, or nothing on the first page. */
export function newerThanCursor(after: string | null | undefined): { id?: { $gt: string } } {
  const afterId = decodeIdCursor(after);
  return afterId === undefined ? {} : { id: { $gt: afterId } };
}

import { Field, InputType, registerEnumType } from 'type-graphql';
import { invalidInput } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { decodeCursor, encodeCursor } from '../../../core/pagination.js';
import type { SortedPosition, TicketListOrder, TicketSortField } from './ticket-search.sql.js';

export enum TicketOrderField {
  CREATED_AT = 'CREATED_AT',
  UPDATED_AT = 'UPDATED_AT',
  PRIORITY = 'PRIORITY',
  TITLE = 'TITLE',
  KEY = 'KEY',
  STATUS = 'STATUS',
}
registerEnumType(TicketOrderField, {
  name: 'TicketOrderField',
  description: 'What a ticket list is sorted by.',
  valuesConfig: {
    CREATED_AT: { description: 'When the ticket was created.' },
    UPDATED_AT: { description: 'When the ticket last changed.' },
    PRIORITY: { description: 'Urgency: DESC lists blockers first, trivial tickets last.' },
    TITLE: { description: 'Title, ignoring case.' },
    KEY: { description: "The key's number: WEB-9 before WEB-10." },
    STATUS: { description: "The status's place in the project's workflow (its position)." },
  },
});

export enum OrderDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(OrderDirection, { name: 'OrderDirection', description: 'Ascending or descending.' });

@InputType({ description: 'Order of a ticket list; ties go by creation, in the same direction.' })
export class TicketOrder {
  @Field(() => TicketOrderField)
  field!: TicketOrderField;

  @Field(() => OrderDirection, { defaultValue: OrderDirection.DESC })
  direction!: OrderDirection;
}

/** The order of `orderBy` (default newest first). */
export const listOrder = (orderBy: TicketOrder | null | undefined): TicketListOrder => ({
  field: (orderBy?.field ?? 'CREATED_AT') as TicketSortField,
  direction: orderBy?.direction ?? 'DESC',
});

const orderName = (order: TicketListOrder): string => `${order.field}:${order.direction}`;

/**
 * A sorted list's cursor (outside the newest-first order, whose cursors are ids): the order it was read in, and the last
 * ticket's sort value (as the SQL renders it, `list_sort`) and id.
 */
export const encodeSortedCursor = (order: TicketListOrder, position: SortedPosition): string =>
  encodeCursor(JSON.stringify([orderName(order), position.value, position.id]));

// What a sort value may look like, so that a forged one is refused here and never fails as SQL.
const VALUE_SHAPES: Record<TicketSortField, (value: unknown) => boolean> = {
  CREATED_AT: (value) => value === null,
  UPDATED_AT: (value) => typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(value),
  PRIORITY: (value) => typeof value === 'string' && /^[1-5]$/.test(value),
  TITLE: (value) => typeof value === 'string' && value.length <= 500,
  KEY: (value) => typeof value === 'string' && /^\d{1,9}$/.test(value),
  STATUS: (value) => typeof value === 'string' && /^-?\d{1,9}$/.test(value),
};

/**
 * The position in a sorted list's cursor, or null on the first page; BAD_USER_INPUT on `after` for a cursor of another
 * list or order, or one whose parts are not what this order writes.
 */
export function decodeSortedCursor(order: TicketListOrder, after: string | null | undefined): SortedPosition | null {
  const key = decodeCursor(after);
  if (key === undefined) return null;
  const refused = () => invalidInput('after', 'not a cursor returned by this list in this order');
  let parts: unknown;
  try {
    parts = JSON.parse(key);
  } catch {
    throw refused();
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw refused();
  const [name, value, id] = parts as unknown[];
  if (name !== orderName(order) || typeof id !== 'string' || !isUuid(id) || !VALUE_SHAPES[order.field](value)) throw refused();
  return { value: value as string | null, id };
}

import { Field, Int, ObjectType } from 'type-graphql';
import { encodeCursor, PageInfo, type Page } from '../../../core/pagination.js';
import { Ticket } from './ticket.entity.js';

/** A page of tickets, with what only some lists have: cursors other than ids (a sorted list), and a count of every match. */
export interface TicketPage extends Page<Ticket> {
  /** Each ticket's cursor, when the list is not keyed by id alone. */
  cursors?: ReadonlyMap<Ticket, string>;
  /** How many tickets the list has over all its pages: read only when a response asks `totalCount`. */
  count: () => Promise<number>;
}

@ObjectType('TicketEdge')
class TicketEdge {
  @Field()
  cursor!: string;

  @Field(() => Ticket)
  node!: Ticket;
}

// The shape of `Connection(Ticket)` (core/pagination.ts), with `totalCount` and a sorted list's cursors.
@ObjectType()
export class TicketConnection implements TicketPage {
  @Field(() => [Ticket])
  nodes!: Ticket[];

  @Field(() => [TicketEdge])
  edges(): TicketEdge[] {
    return this.nodes.map((node) => ({ cursor: this.cursors?.get(node) ?? encodeCursor(node.id), node }));
  }

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  cursors?: ReadonlyMap<Ticket, string>;

  count!: () => Promise<number>;

  @Field(() => Int, {
    description: 'How many tickets you can see match the list’s filters, over all its pages. Counted only when asked.',
  })
  totalCount(): Promise<number> {
    return this.count();
  }
}

import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** Assignment of a user to a ticket. */
@Entity({ tableName: 'ticket_assignees' })
export class TicketAssignee extends BaseEntity {
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Property({ type: 'uuid' })
  userId!: string;
}

import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A label on a ticket. */
@Entity({ tableName: 'ticket_labels' })
export class TicketLabel extends BaseEntity {
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Property({ type: 'uuid' })
  labelId!: string;
}

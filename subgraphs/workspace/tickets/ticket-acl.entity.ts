import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A user on the access list of a ticket (what makes a private ticket visible to them). */
@Entity({ tableName: 'ticket_acl' })
export class TicketAccess extends BaseEntity {
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Property({ type: 'uuid' })
  userId!: string;
}

import { ObjectType } from 'type-graphql';
import { Connection } from '../../../core/pagination.js';
import { Ticket } from './ticket.entity.js';

@ObjectType()
export class TicketConnection extends Connection(Ticket) {}

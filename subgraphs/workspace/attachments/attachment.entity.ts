import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/base.entity.js';

@ObjectType({
  description:
    'A file attached to a ticket, a comment or a doc; whoever can read the parent can read it. ' +
    'Upload with `POST /api/attachments`, download from `downloadUrl`.',
})
@Entity({ tableName: 'attachments' })
export class Attachment extends BaseEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  ticketId: string | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  commentId: string | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  docId: string | null = null;

  @Field({ description: 'The name it was uploaded with, without any folder part.' })
  @Property({ type: 'text' })
  filename!: string;

  @Field({ description: "Sniffed from the content when it was uploaded, never the uploader's claim." })
  @Property({ type: 'text' })
  contentType!: string;

  @Field(() => GraphQLSafeInt, { description: 'Bytes.' })
  @Property({ type: 'bigint', runtimeType: 'number' })
  size!: number;

  @Field({ description: 'SHA-256 of the content, hex: identical files have the same hash and are stored once.' })
  @Property({ type: 'text' })
  sha256!: string;

  @Property({ type: 'uuid' })
  uploadedById!: string;
}

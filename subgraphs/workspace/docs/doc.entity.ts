import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity, MutableEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A space of docs in a project.' })
@Entity({ tableName: 'doc_spaces' })
export class DocSpace extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description: Opt<string> = '';
}

@ObjectType({ description: 'A Markdown document in a doc space; every change is kept as a revision.' })
@Entity({ tableName: 'docs' })
export class Doc extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  spaceId!: string;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { description: 'Markdown.' })
  @Property({ type: 'text' })
  body: Opt<string> = '';

  @Field(() => Boolean, { description: 'Readable by every workspace user (and shareable with federated peers), not only project readers.' })
  @Property({ type: 'boolean' })
  public: Opt<boolean> = false;

  @Field(() => Int, { description: 'The number of its latest revision.' })
  @Property({ type: 'integer' })
  revision: Opt<number> = 1;

  @Property({ type: 'uuid' })
  createdById!: string;

  @Property({ type: 'uuid' })
  updatedById!: string;
}

@ObjectType({ description: 'A full copy of a doc at one change.' })
@Entity({ tableName: 'doc_revisions' })
export class DocRevision extends BaseEntity {
  @Property({ type: 'uuid' })
  docId!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  number!: number;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  body!: string;

  @Field()
  @Property({ type: 'boolean' })
  public!: boolean;

  @Property({ type: 'uuid' })
  authorId!: string;

  @Field(() => Int, { nullable: true, description: 'The revision this one restored, if any.' })
  @Property({ type: 'integer', nullable: true })
  restoredFrom?: number | null;
}

import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A label of a project; the name is unique per project, ignoring case.', simpleResolvers: true })
@Entity({ tableName: 'labels' })
export class Label extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field({ description: 'Hex colour `#rrggbb` (lower case).' })
  @Property({ type: 'text' })
  color!: string;
}

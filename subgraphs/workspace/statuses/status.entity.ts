import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

export enum StatusCategory {
  TODO = 'todo',
  IN_PROGRESS = 'in_progress',
  IN_REVIEW = 'in_review',
  DONE = 'done',
  WONT_FIX = 'wont_fix',
}
registerEnumType(StatusCategory, { name: 'StatusCategory', description: 'What a status means, whatever its display name.' });

export const terminalCategories: readonly StatusCategory[] = [StatusCategory.DONE, StatusCategory.WONT_FIX];

/** Created with every new project, in this order. */
export const defaultStatuses: ReadonlyArray<{ name: string; category: StatusCategory }> = [
  { name: 'Todo', category: StatusCategory.TODO },
  { name: 'In Progress', category: StatusCategory.IN_PROGRESS },
  { name: 'In Review', category: StatusCategory.IN_REVIEW },
  { name: 'Done', category: StatusCategory.DONE },
  { name: "Won't Fix", category: StatusCategory.WONT_FIX },
];

@ObjectType({ description: 'A ticket status of one project: a display name and a category.', simpleResolvers: true })
@Entity({ tableName: 'statuses' })
export class Status extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => StatusCategory)
  @Property({ type: 'text' })
  category!: StatusCategory;

  @Field(() => Int)
  @Property({ type: 'integer' })
  position!: number;
}

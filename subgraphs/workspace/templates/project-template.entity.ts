import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

/** What a template holds; milestone due dates are days from the day it was saved. */
export interface TemplateContent {
  statuses: Array<{ name: string; category: string }>;
  labels: Array<{ name: string; color: string }>;
  milestones: Array<{ name: string; description: string; dueInDays: number | null }>;
  tickets: Array<{
    title: string;
    description: string;
    priority: string;
    estimatedMinutes: number | null;
    labels: string[];
    milestone: string | null;
  }>;
}

@ObjectType({ description: 'A reusable project shape: statuses, labels, milestones (relative dates) and ticket skeletons.' })
@Entity({ tableName: 'project_templates' })
export class ProjectTemplate extends MutableEntity {
  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description: Opt<string> = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  content!: TemplateContent;

  @Property({ type: 'uuid', nullable: true })
  sourceProjectId?: string | null;

  @Property({ type: 'uuid' })
  createdById!: string;
}

import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/**
 * A stored email template: Handlebars subject, HTML and text bodies, and an optional JSON Schema
 * the variables must satisfy. Deleting keeps the row (deletedAt) so sends can still name it.
 * GraphQL shape: TemplateView.
 */
@Entity({ tableName: 'templates' })
export class Template extends BaseEntity {
  @Property({ type: 'uuid' })
  accountId!: string;

  /** Unique per account among live templates. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** JSON Schema of the variables; null means any variables. */
  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  variablesSchema?: Record<string, unknown> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}

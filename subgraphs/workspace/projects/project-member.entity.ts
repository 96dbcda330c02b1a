import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../core/base.entity.js';
import type { ProjectRole } from '../../../core/permissions.js';

export enum ProjectRoleEnum {
  ADMIN = 'admin',
  MEMBER = 'member',
  VIEWER = 'viewer',
}
registerEnumType(ProjectRoleEnum, { name: 'ProjectRole' });

@ObjectType({ description: 'Membership of a user in a project, with a project role.' })
@Entity({ tableName: 'project_members' })
export class ProjectMember extends BaseEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  userId!: string;

  @Field(() => ProjectRoleEnum)
  @Property({ type: 'text' })
  role!: ProjectRole;
}

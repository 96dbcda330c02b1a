import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';
import type { AuditRecord } from '../workspace-api.js';

/** An audit entry written with the change it records, waiting until the workspace's audit log has it. */
@Entity({ tableName: 'audit_outbox' })
export class PendingAudit extends BaseEntity {
  @Property({ type: 'json', columnType: 'jsonb' })
  entry!: AuditRecord;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from './audit-entry.entity.js';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Adds an audit entry to the unit of work of `em` (flushed with the change it records). */
export function audit(em: EntityManager, record: AuditRecord): void {
  em.create(AuditEntry, { ...record, details: record.details ?? {}, ip: record.ip ?? null });
}

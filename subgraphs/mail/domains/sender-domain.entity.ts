import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

export const verificationStatuses = ['pending', 'verified', 'temporary-failure', 'failed'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** One DNS record's state at the last verification. */
export interface RecordCheck {
  record: 'dkim' | 'spf' | 'dmarc' | 'return_path_mx' | 'return_path_txt';
  name: string;
  type: 'TXT' | 'MX';
  status: 'found' | 'missing' | 'mismatch' | 'error';
  required: boolean;
  /** What DNS answered (joined TXT strings, MX hosts) or the resolver error. */
  seen: string[];
}

/** A customer domain registered for sending. GraphQL shape: SenderDomainView (records are derived). */
@Entity({ tableName: 'sender_domains' })
export class SenderDomain extends BaseEntity {
  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  domain!: string;

  @Property({ type: 'text' })
  dkimSelector!: string;

  /** Base64 SPKI of the DKIM public key. */
  @Property({ type: 'text' })
  dkimPublicKey!: string;

  /** AES-256-GCM envelope of the PKCS#8 private key; null once the domain is deleted. */
  @Property({ type: 'text', nullable: true, hidden: true })
  dkimPrivateKeyEncrypted?: string | null;

  @Property({ type: 'text' })
  verificationStatus: Opt<VerificationStatus> = 'pending';

  @Property({ type: 'boolean' })
  openTracking: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  spfSeen?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastCheckedAt?: Date | null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  lastCheck?: RecordCheck[] | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}

import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../core/base.entity.js';

export enum EmailDeliveryMode {
  SHARED = 'shared',
  CUSTOM = 'custom',
}
registerEnumType(EmailDeliveryMode, {
  name: 'EmailDeliveryMode',
  description:
    "`SHARED`: provisioned on this instance's mail service under the operator's shared sender identity; `CUSTOM`: a mail API and key configured by hand (own from-domain).",
});

/** The workspace's one email-delivery setting (at most one row; none means not connected). */
@Entity({ tableName: 'email_delivery' })
export class EmailDelivery extends BaseEntity {
  @Property({ type: 'text' })
  mode!: EmailDeliveryMode;

  /** Base URL of the mail API: mail goes to `<apiUrl>/v1/send`. */
  @Property({ type: 'text' })
  apiUrl!: string;

  /** AES-256-GCM envelope of the mail API key (`svc_mail_…`). */
  @Property({ type: 'text', hidden: true })
  apiKeyEncrypted!: string;

  @Property({ type: 'text' })
  fromEmail!: string;

  @Property({ type: 'text', nullable: true })
  fromName?: string | null;

  /** The provisioned mail account (shared mode). */
  @Property({ type: 'uuid', nullable: true })
  mailAccountId?: string | null;

  @Property({ type: 'uuid' })
  connectedById!: string;
}

/** The setting, or null while email delivery is not connected. */
export async function findEmailDelivery(em: EntityManager): Promise<EmailDelivery | null> {
  const [settings] = await em.find(EmailDelivery, {}, { limit: 1 });
  return settings ?? null;
}

/** The From header of workspace mail: `"Name" <address>`, or the bare address. */
export const fromHeader = (settings: Pick<EmailDelivery, 'fromEmail' | 'fromName'>): string =>
  settings.fromName ? `${JSON.stringify(settings.fromName)} <${settings.fromEmail}>` : settings.fromEmail;

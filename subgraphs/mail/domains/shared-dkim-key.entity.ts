import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/**
 * The operator's central DKIM key of the shared sender identity (MAIL_SHARED_SENDING_DOMAIN), one per
 * selector: it signs the mail of every shared subdomain. Never exposed over GraphQL.
 */
@Entity({ tableName: 'shared_dkim_keys' })
export class SharedDkimKey extends BaseEntity {
  @Property({ type: 'text' })
  domain!: string;

  @Property({ type: 'text' })
  selector!: string;

  /** Base64 SPKI of the public key (the `p=` tag). */
  @Property({ type: 'text' })
  publicKey!: string;

  /** AES-256-GCM envelope of the PKCS#8 private key, under the same purpose as sender domains' keys. */
  @Property({ type: 'text', hidden: true })
  privateKeyEncrypted!: string;
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The operator's central DKIM key that signs all shared-sender (workspace) mail, one per shared
 * domain and selector (a new selector is a new key). The private half is encrypted like a sender
 * domain's. Shared subdomains keep no key of their own: at start the mail subgraph points their
 * rows at this key (see domains/shared-dkim.ts), which needs the configured shared domain.
 */
export class Migration0007SharedDkimKey extends Migration {
  override up(): void {
    this.addSql(`
create table shared_dkim_keys (
  id uuid primary key,
  domain text not null,
  selector text not null,
  public_key text not null,
  private_key_encrypted text not null,
  created_at timestamptz not null,
  unique (domain, selector)
);
`);
  }
}

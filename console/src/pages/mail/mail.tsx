import { createContext, useContext, useState } from 'react';
import { useParams } from 'react-router';
import type { CombinedError } from 'urql';
import { usePageTitle } from '../../components/page';
import { Badge } from '../../components/ui';

/** The account the mail pages act on: the `:accountId` of `/mail/:accountId/...`. */
export function useAccountId(): string {
  const { accountId } = useParams();
  if (!accountId) throw new Error('useAccountId outside /mail/:accountId');
  return accountId;
}

interface NamedAccount {
  id: string;
  name: string;
  createdAt: string;
}

/**
 * How an account is named wherever it appears: its name, and when another of your accounts has the same name, also the day it
 * was created and the end of its id (random in a UUIDv7, so it differs even between accounts made the same second).
 */
export function accountLabel(account: NamedAccount, accounts: readonly NamedAccount[]): string {
  const twins = accounts.filter((other) => other.name === account.name);
  if (twins.length < 2) return account.name;
  return `${account.name} (created ${new Date(account.createdAt).toLocaleDateString()}, …${account.id.slice(-6)})`;
}

/** How MailLayout names the account picked, for the pages under it (null on the accounts list). */
export const AccountLabelContext = createContext<string | null>(null);

/**
 * Names the tab after a mail page of the account picked, most specific first: `useMailTitle('Messages')` gives
 * "Messages · Acme · Mail · SVC".
 */
export function useMailTitle(...parts: (string | null | undefined)[]): void {
  usePageTitle(...parts, useContext(AccountLabelContext), 'Mail');
}

/** The heading of a page whose subject could not be read: not there (or not yours), or not read at all. */
export const problemTitle = (what: string, error: CombinedError | undefined): string =>
  error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ? `${what} not found` : `${what} could not be loaded`;

/** The mail events a webhook can filter on (SPEC: Mail delivery events), with what each means. */
export const MAIL_EVENTS = [
  ['delivery', "The recipient's server accepted the message"],
  ['bounce.permanent', 'Hard bounce; the address is suppressed'],
  ['bounce.transient', 'Soft bounce; not suppressed'],
  ['complaint', 'Marked as spam; the address is suppressed'],
  ['email.opened', 'First open, with open tracking on'],
  ['quota.soft-warn-80', '80% of the monthly quota used'],
  ['quota.soft-warn-95', '95% of the monthly quota used'],
  ['quota.exhausted-base', 'Monthly quota used up'],
  ['quota.exhausted-cap', 'Overage cap reached'],
] as const;

/**
 * Query contexts of the lists: an empty list names no type in its answer, so each says which type's changes refetch it.
 * Constants, since urql runs a query again whenever its context is a new object.
 */
export const LISTS = {
  accounts: { additionalTypenames: ['MailAccount'] },
  apiKeys: { additionalTypenames: ['MailApiKey'] },
  domains: { additionalTypenames: ['SenderDomain'] },
  templates: { additionalTypenames: ['MailTemplate'] },
  suppressions: { additionalTypenames: ['Suppression'] },
  webhooks: { additionalTypenames: ['MailWebhook'] },
  deliveries: { additionalTypenames: ['MailWebhookDelivery'] },
  messages: { additionalTypenames: ['MailMessage'] },
};

const COLOURS: Record<string, 'green' | 'amber' | 'red' | 'grey'> = {
  // Sender domains
  verified: 'green',
  pending: 'amber',
  'temporary-failure': 'amber',
  failed: 'red',
  // Messages and their recipients
  delivered: 'green',
  queued: 'grey',
  deferred: 'amber',
  'partially-delivered': 'amber',
  bounced: 'red',
  // Webhook deliveries
  succeeded: 'green',
  // DNS checks
  found: 'green',
  missing: 'red',
  mismatch: 'red',
  error: 'amber',
  // Suppression reasons
  'hard-bounce': 'red',
  complaint: 'red',
  manual: 'grey',
  // Auto-setup
  created: 'green',
  updated: 'green',
  unchanged: 'grey',
  skipped: 'grey',
};

/** A state word of the mail API (`verified`, `delivered`, `pending`, `failed`, …) as a coloured badge. */
export const StateBadge = ({ state }: { state: string }) => <Badge colour={COLOURS[state] ?? 'grey'}>{state}</Badge>;

/** "Next page" while there is one, and back to the first: cursor paging of a connection. */
export function Pager({
  pageInfo,
  after,
  onPage,
}: {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  after: string | null;
  onPage: (after: string | null) => void;
}) {
  if (!pageInfo || (!after && !pageInfo.hasNextPage)) return null;
  return (
    <p className="row-actions">
      {after ? (
        <button type="button" className="outline secondary small" onClick={() => onPage(null)}>
          First page
        </button>
      ) : null}
      {pageInfo.hasNextPage && pageInfo.endCursor ? (
        <button type="button" className="outline small" onClick={() => onPage(pageInfo.endCursor ?? null)}>
          Next page
        </button>
      ) : null}
    </p>
  );
}

/** Pretty JSON for a `<pre>`. */
export const json = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * The JSON object typed into a text box: `value` when it parses to an object (or is blank, `null`),
 * else `error` in words, shown next to the box before anything is sent.
 */
export function parseJsonObject(text: string): { value: Record<string, unknown> | null; error: null } | { value?: never; error: string } {
  if (!text.trim()) return { value: null, error: null };
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'must be a JSON object, { … }' };
    return { value: value as Record<string, unknown>, error: null };
  } catch (error) {
    return { error: `not valid JSON: ${(error as Error).message}` };
  }
}

/** A button for an action that cannot be undone: the first click asks, the second acts. */
export function ConfirmButton({
  label,
  confirm,
  busy,
  onConfirm,
}: {
  label: string;
  /** The question, e.g. "Revoke key production?" */
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="outline secondary small" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="row-actions" role="group" aria-label={confirm}>
      <small>{confirm}</small>
      <button
        type="button"
        className="small danger"
        aria-busy={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </button>
      <button type="button" className="outline secondary small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

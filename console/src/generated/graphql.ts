import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** A local date string (i.e., with no associated timezone) in `YYYY-MM-DD` format, e.g. `2020-01-01`. */
  LocalDate: { input: any; output: any; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
};

export type AcceptInviteInput = {
  displayName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type AddSuppressionInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The address to suppress. */
  email: Scalars['String']['input'];
  /** Only `manual` may be given (the default); bounces and complaints are added by the service. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** One lifecycle event of an agent session on a ticket, as the orchestrator reported it. */
export type AgentEvent = {
  __typename?: 'AgentEvent';
  /** One of session_started, startup_failed, turn_completed, turn_failed, turn_cancelled, turn_ended_with_error, turn_input_required, stalled, session_ended. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Tokens of this event (a turn), as reported. */
  inputTokens?: Maybe<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  occurredAt: Scalars['DateTimeISO']['output'];
  outputTokens?: Maybe<Scalars['Int']['output']>;
  /** Why the session ended (`session_ended`), or why a turn failed. */
  reason?: Maybe<Scalars['String']['output']>;
  totalTokens?: Maybe<Scalars['Int']['output']>;
};

export type AgentEventInput = {
  /** session_started, startup_failed, turn_completed, turn_failed, turn_cancelled, turn_ended_with_error, turn_input_required, stalled, session_ended */
  event: Scalars['String']['input'];
  inputTokens?: InputMaybe<Scalars['Int']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  outputTokens?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The orchestrator's session id (Symphony: `<thread_id>-<turn_id>`). */
  sessionId: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
  /** When it happened, ISO 8601. */
  timestamp: Scalars['String']['input'];
  totalTokens?: InputMaybe<Scalars['Int']['input']>;
};

/** An agent session on a ticket (the ticket's Agent tab): its events and what they add up to. */
export type AgentSession = {
  __typename?: 'AgentSession';
  /** The reason of its `session_ended` event. */
  endReason?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  events: Array<AgentEvent>;
  lastEventAt: Scalars['DateTimeISO']['output'];
  sessionId: Scalars['String']['output'];
  startedAt: Scalars['DateTimeISO']['output'];
  state: AgentSessionState;
  /** Sum of the tokens its events report. */
  totalTokens: Scalars['Int']['output'];
  turnsCompleted: Scalars['Int']['output'];
  /** Turns that failed, were cancelled or ended with an error. */
  turnsFailed: Scalars['Int']['output'];
};

/** Where an agent session stands, from its latest lifecycle event: `FAILED` when it ended after a failure or never started. */
export type AgentSessionState =
  | 'ENDED'
  | 'FAILED'
  | 'RUNNING'
  | 'STALLED';

/** An API key. Its secret is shown once, at creation; only a SHA-256 hash is stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Who minted the key: its owner, or someone acting for them. */
  createdBy: User;
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  scopes: Array<Scalars['String']['output']>;
  /** First characters of the key, to recognise it in lists. */
  tokenPrefix: Scalars['String']['output'];
  user: User;
};

/** A file attached to a ticket, a comment or a doc; whoever can read the parent can read it. Upload with `POST /api/attachments`, download from `downloadUrl`. */
export type Attachment = {
  __typename?: 'Attachment';
  commentId?: Maybe<Scalars['ID']['output']>;
  /** Sniffed from the content when it was uploaded, never the uploader's claim. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  docId?: Maybe<Scalars['ID']['output']>;
  /** Where to download the content (same authorization as this API). */
  downloadUrl: Scalars['String']['output'];
  /** The name it was uploaded with, without any folder part. */
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  /** SHA-256 of the content, hex: identical files have the same hash and are stored once. */
  sha256: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['SafeInt']['output'];
  ticketId?: Maybe<Scalars['ID']['output']>;
  uploadedBy?: Maybe<User>;
};

/** Exactly one parent. */
export type AttachmentParentInput = {
  commentId?: InputMaybe<Scalars['ID']['input']>;
  docId?: InputMaybe<Scalars['ID']['input']>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** A security-relevant action: who did what to which target, and when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** Dotted action name, e.g. `api_key.created`. */
  action: Scalars['String']['output'];
  /** Acting user; null for anonymous actions such as failed sign-ins. */
  actorId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  details: Scalars['JSONObject']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  targetId?: Maybe<Scalars['String']['output']>;
  targetType?: Maybe<Scalars['String']['output']>;
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

/** How a request signed in: an API key, a session from `login`, or an OAuth access token of a connected AI client. */
export type AuthMethod =
  | 'API_KEY'
  | 'OAUTH'
  | 'SESSION';

export type AutoSetupSenderDomainDnsInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** A Cloudflare API token scoped to DNS edit on the zone. Used for this call only, never stored. */
  apiToken: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type AutoSetupSenderDomainDnsPayload = {
  __typename?: 'AutoSetupSenderDomainDnsPayload';
  domain: SenderDomain;
  records: Array<DnsRecordSetup>;
};

/** A message kept in the local capture mailbox: the signed MIME as it would have gone out. */
export type CapturedMail = {
  __typename?: 'CapturedMail';
  createdAt: Scalars['DateTimeISO']['output'];
  envelopeFrom: Scalars['String']['output'];
  envelopeTo: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  messageId: Scalars['ID']['output'];
  /** RFC 5322 message, DKIM-signed. */
  raw: Scalars['String']['output'];
};

export type CapturedMailConnection = {
  __typename?: 'CapturedMailConnection';
  edges: Array<CapturedMailEdge>;
  nodes: Array<CapturedMail>;
  pageInfo: PageInfo;
};

export type CapturedMailEdge = {
  __typename?: 'CapturedMailEdge';
  cursor: Scalars['String']['output'];
  node: CapturedMail;
};

export type ClaimTicketInput = {
  /** The ticket (or give `key`, not both). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The ticket key, e.g. `WEB-42` (or give `id`, not both). */
  key?: InputMaybe<Scalars['String']['input']>;
};

export type CloseTicketInput = {
  /** Markdown; added as a comment (needs `comment:create`) in the same change. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The ticket (or give `key`, not both). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The ticket key, e.g. `WEB-42` (or give `id`, not both). */
  key?: InputMaybe<Scalars['String']['input']>;
};

/** A comment on a ticket. Internal comments are visible to holders of `comment:internal:read` only. */
export type Comment = {
  __typename?: 'Comment';
  /** Oldest first. */
  attachments: Array<Attachment>;
  author: User;
  authorId: Scalars['ID']['output'];
  /** Markdown. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  internal: Scalars['Boolean']['output'];
  ticket: Ticket;
  ticketId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type CommentConnection = {
  __typename?: 'CommentConnection';
  edges: Array<CommentEdge>;
  nodes: Array<Comment>;
  pageInfo: PageInfo;
};

export type CommentEdge = {
  __typename?: 'CommentEdge';
  cursor: Scalars['String']['output'];
  node: Comment;
};

export type ConfigureEmailDeliveryInput = {
  /** A mail API key (`svc_mail_…`, `SENDING` access is enough). Stored encrypted, never shown again. */
  apiKey: Scalars['String']['input'];
  /** Base URL of the mail API (without `/v1`), e.g. `https://mail.example.com`. */
  apiUrl: Scalars['String']['input'];
  /** Sender address on a domain verified for that key, e.g. `workspace@example.com`. */
  fromAddress: Scalars['String']['input'];
  /** Display name in the From header. */
  fromName?: InputMaybe<Scalars['String']['input']>;
};

export type ConnectEmailDeliveryInput = {
  /** Display name in the From header; defaults to the workspace name. */
  fromName?: InputMaybe<Scalars['String']['input']>;
};

export type CreateApiKeyInput = {
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  name: Scalars['String']['input'];
  /** Extra scopes, e.g. `mcp:use`. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Owner of the key; defaults to you. Another person's key takes a super-admin; a bot's, its owner, a super-admin, or an admin of every project the bot is in (docs/permissions.md). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  apiKey: ApiKey;
  /** The key itself. Shown only in this response. */
  token: Scalars['String']['output'];
};

export type CreateBotInput = {
  displayName: Scalars['String']['input'];
  /** Optional contact address; a placeholder is generated otherwise. */
  email?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCommentInput = {
  /** Markdown, not empty. */
  body: Scalars['String']['input'];
  /** Visible to holders of `comment:internal:read` only. */
  internal?: InputMaybe<Scalars['Boolean']['input']>;
  ticketId: Scalars['ID']['input'];
};

export type CreateDocInput = {
  /** Markdown. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Default false. */
  public?: InputMaybe<Scalars['Boolean']['input']>;
  spaceId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type CreateDocSpaceInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unique in the project, ignoring case; 1..100 characters. */
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};

export type CreateFederationLinkInput = {
  direction: FederationLinkDirection;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  /** Empty or omitted: every type the direction allows. */
  entityScope?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Label, 1..100 characters, unique. */
  name: Scalars['String']['input'];
  paused?: InputMaybe<Scalars['Boolean']['input']>;
  /** The peer's incoming token, if the peer's link exists already. */
  peerToken?: InputMaybe<Scalars['String']['input']>;
  /** Seconds between polls, 15..3600. On a source link, which never polls: the interval the peer is expected to pull at (its own link's), which its health is judged by. Default 60. */
  pollIntervalSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Empty or omitted: every project. */
  projectFilter?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The peer's base URL; must be https. */
  remoteUrl: Scalars['String']['input'];
  /** On the second side: the secret the first side generated (at least 32 characters). Omitted: one is generated. */
  sharedSecret?: InputMaybe<Scalars['String']['input']>;
};

export type CreateLabelInput = {
  /** Hex colour `#rrggbb`; default `#6b7280`. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Unique in the project, ignoring case; 1..50 characters. */
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};

export type CreateMailApiKeyInput = {
  access: MailKeyAccess;
  accountId: Scalars['ID']['input'];
  /** Limit a sending key to this sender domain. */
  domainId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type CreateMailApiKeyPayload = {
  __typename?: 'CreateMailApiKeyPayload';
  apiKey: MailApiKey;
  /** The key itself (`svc_mail_…`). Shown only in this response. */
  token: Scalars['String']['output'];
};

export type CreateMilestoneInput = {
  /** Project admins only. */
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Calendar date YYYY-MM-DD; null clears it. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Hide from project viewers. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
};

export type CreateProjectFederationInviteInput = {
  /** A note for the accepting admin (up to 1,000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Default READ_ONLY. */
  preset?: InputMaybe<ProjectSharingPreset>;
  projectId: Scalars['ID']['input'];
};

export type CreateProjectFromTemplateInput = {
  /** `[A-Z][A-Z0-9]{1,9}`, unique. */
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
  templateId: Scalars['ID']['input'];
};

export type CreateProjectInput = {
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  budgetCurrency?: InputMaybe<Scalars['String']['input']>;
  budgetHours?: InputMaybe<Scalars['Float']['input']>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  gitRepositoryUrl?: InputMaybe<Scalars['String']['input']>;
  /** `[A-Z][A-Z0-9]{1,9}`, unique, prefixes ticket keys. */
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateSenderDomainInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The domain, e.g. `example.com` (IDN allowed). */
  domain: Scalars['String']['input'];
};

export type CreateStatusInput = {
  category: StatusCategory;
  /** Unique in the project, ignoring case; 1..50 characters. */
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};

export type CreateTemplateInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** HTML body template; an HTML or a text body is required. */
  html?: InputMaybe<Scalars['String']['input']>;
  /** Unique on the account, 1..200 characters. */
  name: Scalars['String']['input'];
  /** Subject template. Handlebars: `{{var}}`, `{{#if}}`, `{{#each}}`, `{{#with}}`, `{{lookup}}`; no partials or custom helpers. */
  subject: Scalars['String']['input'];
  /** Plain-text body template; an HTML or a text body is required. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** JSON Schema of the variables; omitted or null accepts any. */
  variablesSchema?: InputMaybe<Scalars['JSONObject']['input']>;
};

export type CreateTicketInput = {
  /** Project members who may see the ticket while it is private; replaces the list. The reporter and the assignees always stay on it. */
  accessUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Project members; replaces the assignees. Each assignee joins the access list. */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Estimate in minutes, >= 0; null clears it. */
  estimatedMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Labels of the project; replaces the labels. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A milestone of the project; null clears it. */
  milestoneId?: InputMaybe<Scalars['ID']['input']>;
  priority?: InputMaybe<TicketPriority>;
  /** Visible only to the users on the access list. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
  /** The project (or give `projectKey`). */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  projectKey?: InputMaybe<Scalars['String']['input']>;
  /** A status of the project. New tickets default to the first `todo` status. */
  statusId?: InputMaybe<Scalars['ID']['input']>;
  /** 1..500 characters. */
  title: Scalars['String']['input'];
  /** A version of the project; null clears it. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateUserInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** Defaults to MEMBER. */
  globalRole?: InputMaybe<GlobalRole>;
  password: Scalars['String']['input'];
};

export type CreateVersionInput = {
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unique in the project. */
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  /** Calendar date YYYY-MM-DD; null clears it. */
  releaseDate?: InputMaybe<Scalars['String']['input']>;
  released?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateWebhookInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Events to deliver; omitted or empty means every event. Events: `delivery`, `bounce.permanent`, `bounce.transient`, `complaint`, `email.opened`, `quota.soft-warn-80`, `quota.soft-warn-95`, `quota.exhausted-base`, `quota.exhausted-cap`. */
  eventFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Free text, at most 200 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** `https://`; plain `http://` only for localhost and 127.0.0.1. */
  url: Scalars['String']['input'];
};

export type CreateWorkspaceWebhookInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Events to receive; empty: every event except the opt-in ones. */
  eventFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** `https://`, or `http://` for localhost and 127.0.0.1; deliveries to private addresses are refused. */
  url: Scalars['String']['input'];
};

export type CreatedProjectFederationInvite = {
  __typename?: 'CreatedProjectFederationInvite';
  invite: ProjectFederationInvite;
  /** The token as a QR code: a PNG image as a data URL. */
  qrCodePng: Scalars['String']['output'];
  /** The token as a QR code: an SVG document. */
  qrCodeSvg: Scalars['String']['output'];
  /** The token the partner submits, shown only now; valid 15 minutes. */
  token: Scalars['String']['output'];
};

/** The credential the request carries: what the API lets it do, and until when. */
export type CurrentCredential = {
  __typename?: 'CurrentCredential';
  /** The API key, for a key. */
  apiKeyId?: Maybe<Scalars['ID']['output']>;
  authMethod: AuthMethod;
  /** An OAuth client acting as a bot: the person who connected it. */
  delegatedBy?: Maybe<User>;
  /** When the key, session or access token expires; null for a key without expiry. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** An API key minted for its owner by someone else: who minted it. */
  mintedBy?: Maybe<User>;
  /** The OAuth client's registered name, for an OAuth access token. */
  oauthClientName?: Maybe<Scalars['String']['output']>;
  /** The protected resource an OAuth access token was issued for (RFC 8707). */
  resource?: Maybe<Scalars['String']['output']>;
  /** Scopes in effect (e.g. `mcp:use`): those of the key or OAuth grant that its user still holds. Empty for a session. */
  scopes: Array<Scalars['String']['output']>;
  /** The session, for a session. */
  sessionId?: Maybe<Scalars['ID']['output']>;
  /** Whom the credential acts as. */
  user: User;
};

/** Who hosts the DNS zone of a sender domain. */
export type DnsProviderDetection = {
  __typename?: 'DnsProviderDetection';
  nameservers: Array<Scalars['String']['output']>;
  /** `cloudflare`, `route53`, `google`, `godaddy`, `namecheap`, `digitalocean`, `ovh`, or null when unknown. */
  provider?: Maybe<Scalars['String']['output']>;
  /** Whether auto-setup can publish the records there (Cloudflare only). */
  supported: Scalars['Boolean']['output'];
};

/** A DNS record to publish. */
export type DnsRecord = {
  __typename?: 'DnsRecord';
  name: Scalars['String']['output'];
  /** MX priority. */
  priority?: Maybe<Scalars['Int']['output']>;
  /** `TXT` or `MX`. */
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
  /** The value as character-strings of at most 255 bytes; present when it is longer. */
  valueChunks?: Maybe<Array<Scalars['String']['output']>>;
};

/** The state of one DNS record at a verification. */
export type DnsRecordCheck = {
  __typename?: 'DnsRecordCheck';
  name: Scalars['String']['output'];
  /** `dkim`, `spf`, `dmarc`, `return_path_mx` or `return_path_txt`. */
  record: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** What DNS answered, or the resolver error. */
  seen: Array<Scalars['String']['output']>;
  /** `found`, `missing`, `mismatch` or `error`. */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** What auto-setup did to one record. */
export type DnsRecordSetup = {
  __typename?: 'DnsRecordSetup';
  /** `created`, `updated`, `unchanged` or `skipped` (DMARC already present). */
  action: Scalars['String']['output'];
  name: Scalars['String']['output'];
  record: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A Markdown document in a doc space; every change is kept as a revision. */
export type Doc = {
  __typename?: 'Doc';
  /** Oldest first. */
  attachments: Array<Attachment>;
  /** Markdown. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  /** Readable by every workspace user (and shareable with federated peers), not only project readers. */
  public: Scalars['Boolean']['output'];
  /** The number of its latest revision. */
  revision: Scalars['Int']['output'];
  revisionByNumber: DocRevision;
  /** Newest first. */
  revisions: Array<DocRevision>;
  space?: Maybe<DocSpace>;
  spaceId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  updatedBy?: Maybe<User>;
};


/** A Markdown document in a doc space; every change is kept as a revision. */
export type DocRevisionByNumberArgs = {
  number: Scalars['Int']['input'];
};

/** A committed change to a doc (or to its attachments), as one subscriber may see it. */
export type DocChangeEvent = {
  __typename?: 'DocChangeEvent';
  /** Doc fields that changed, by their GraphQL names (`attachments` for an attachment). */
  changedFields: Array<Scalars['String']['output']>;
  /** The doc as it is now, loaded for you; null once deleted. */
  doc?: Maybe<Doc>;
  docId: Scalars['ID']['output'];
  /** Id of the domain event. */
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTimeISO']['output'];
  /** `doc.updated`, `doc.restored`, `doc.deleted`, `attachment.created|deleted`. */
  type: Scalars['String']['output'];
};

/** A full copy of a doc at one change. */
export type DocRevision = {
  __typename?: 'DocRevision';
  author?: Maybe<User>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  public: Scalars['Boolean']['output'];
  /** The revision this one restored, if any. */
  restoredFrom?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

/** A space of docs in a project. */
export type DocSpace = {
  __typename?: 'DocSpace';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  /** Docs you can read, by title. */
  docs: Array<Doc>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A file attached to a message. */
export type EmailAttachmentInput = {
  /** Base64 of the file content. */
  content: Scalars['String']['input'];
  /** MIME type; default application/octet-stream. */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** File name shown to the recipient (no path separators). */
  filename: Scalars['String']['input'];
};

/** How the workspace's own mail (invitations, password resets, notifications) goes out. The API key is never shown. */
export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  /** Base URL of the mail API; mail is sent with `POST <apiUrl>/v1/send`. */
  apiUrl?: Maybe<Scalars['String']['output']>;
  connected: Scalars['Boolean']['output'];
  connectedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** From of workspace mail, e.g. `"Acme" <notifications@acme-1f2e3d.mail.svc.example>`. */
  fromAddress?: Maybe<Scalars['String']['output']>;
  mode?: Maybe<EmailDeliveryMode>;
};

/** `SHARED`: provisioned on this instance's mail service under the operator's shared sender identity; `CUSTOM`: a mail API and key configured by hand (own from-domain). */
export type EmailDeliveryMode =
  | 'CUSTOM'
  | 'SHARED';

/** Fields of one row both sides changed since the last sync; this side keeps its values until decided. */
export type FederationConflict = {
  __typename?: 'FederationConflict';
  createdAt: Scalars['DateTimeISO']['output'];
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  decidedById?: Maybe<Scalars['ID']['output']>;
  /** One of the 18 entity types, e.g. `ticket`. */
  entityType: Scalars['String']['output'];
  /** Per field: `{base, local, remote}`: its value when both sides last agreed (null when none is known: the row was made here since, or the history that held it was pruned), here, and on the peer. */
  fields: Scalars['JSONObject']['output'];
  id: Scalars['ID']['output'];
  linkId: Scalars['ID']['output'];
  /** The row's id on this side. */
  localId: Scalars['ID']['output'];
  /** The peer's version of the row. */
  remoteVersion: Scalars['Int']['output'];
  status: FederationConflictStatus;
};

export type FederationConflictConnection = {
  __typename?: 'FederationConflictConnection';
  edges: Array<FederationConflictEdge>;
  nodes: Array<FederationConflict>;
  pageInfo: PageInfo;
};

/** `KEEP_LOCAL`: this side's values stay. `TAKE_REMOTE`: the peer's values are written here. */
export type FederationConflictDecision =
  | 'KEEP_LOCAL'
  | 'TAKE_REMOTE';

export type FederationConflictEdge = {
  __typename?: 'FederationConflictEdge';
  cursor: Scalars['String']['output'];
  node: FederationConflict;
};

export type FederationConflictStatus =
  | 'KEPT_LOCAL'
  | 'OPEN'
  | 'TOOK_REMOTE';

export type FederationInviteAcceptInput = {
  incomingToken: Scalars['String']['input'];
  instanceId: Scalars['String']['input'];
  protocol: Scalars['Int']['input'];
  token: Scalars['String']['input'];
  url: Scalars['String']['input'];
  version: Scalars['String']['input'];
};

/** A link to a peer workspace instance. Its token and secret are never listed. */
export type FederationLink = {
  __typename?: 'FederationLink';
  createdAt: Scalars['DateTimeISO']['output'];
  direction: FederationLinkDirection;
  /** Events are fetched and logged but neither applied nor acknowledged. */
  dryRun: Scalars['Boolean']['output'];
  /** Entity types that cross; empty means all the direction allows. Types: `project`, `milestone`, `label`, `version`, `ticket_status`, `ticket`, `ticket_assignment`, `ticket_label`, `ticket_acl`, `ticket_dependency`, `comment`, `time_entry`, `project_member`, `doc_space`, `doc`, `doc_revision`, `attachment`, `project_template`. */
  entityScope: Array<Scalars['String']['output']>;
  /** Events that could not be applied (a missing parent, a broken rule), retried on their own (15 s, doubling to an hour). */
  failedEvents: Scalars['Int']['output'];
  health: FederationLinkHealth;
  id: Scalars['ID']['output'];
  /** First characters of the incoming token the peer sends, to tell tokens apart. */
  incomingTokenPrefix: Scalars['String']['output'];
  /** Why the last poll failed; on a source link, since when the peer has not pulled. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The latest failed event's reason: `<type> <peer's id>: <error>`. */
  lastEventError?: Maybe<Scalars['String']['output']>;
  lastPolledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the peer last pulled from this side (a page of changes or of a snapshot); source and bidirectional links. */
  lastPulledByPeerAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Last reconcile: the peer's rows compared as they are (FEDERATION_RECONCILE_HOURS). */
  lastReconciledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastSuccessAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  paused: Scalars['Boolean']['output'];
  /** The peer's instance id, learned at the handshake. */
  peerInstanceId?: Maybe<Scalars['String']['output']>;
  /** Whether the peer's token (used for this side's requests) has been entered. */
  peerTokenSet: Scalars['Boolean']['output'];
  /** The peer's version, learned at the handshake. */
  peerVersion?: Maybe<Scalars['String']['output']>;
  /** Seconds between polls, 15..3600. On a source link, which never polls: the interval the peer is expected to pull at (its own link's), which its health is judged by. */
  pollIntervalSeconds: Scalars['Int']['output'];
  /** Projects that cross; empty means every project in scope. */
  projectFilter: Array<Scalars['ID']['output']>;
  /** The peer's base URL (https). */
  remoteUrl: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** The outcome of a connection test: the peer's handshake, signed with the link's credentials. */
export type FederationLinkCheck = {
  __typename?: 'FederationLinkCheck';
  /** Why the peer could not be reached or refused. */
  error?: Maybe<Scalars['String']['output']>;
  link: FederationLink;
  ok: Scalars['Boolean']['output'];
};

export type FederationLinkConnection = {
  __typename?: 'FederationLinkConnection';
  edges: Array<FederationLinkEdge>;
  nodes: Array<FederationLink>;
  pageInfo: PageInfo;
};

/** Stated from this side; the peer holds the mirror value. `SOURCE`: this side emits and never applies. `TARGET`: this side only consumes (the peer is authoritative). `BIDIRECTIONAL`: both. */
export type FederationLinkDirection =
  | 'BIDIRECTIONAL'
  | 'SOURCE'
  | 'TARGET';

export type FederationLinkEdge = {
  __typename?: 'FederationLinkEdge';
  cursor: Scalars['String']['output'];
  node: FederationLink;
};

/** One event fetched from the peer, and what became of it here. Never the row's payload. */
export type FederationLinkEvent = {
  __typename?: 'FederationLinkEvent';
  appliedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Attempts to apply it so far. */
  attempts: Scalars['Int']['output'];
  /** When it was fetched. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** One of the 18 entity types, e.g. `ticket`. */
  entityType: Scalars['String']['output'];
  /** Why the last attempt failed (e.g. a parent not synced yet). */
  error?: Maybe<Scalars['String']['output']>;
  /** When a failed event is retried (15 s, doubling up to an hour). */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  op: FederationLinkEventOp;
  /** The row's id on the peer. */
  remoteId: Scalars['ID']['output'];
  /** The peer's feed sequence. */
  seq: Scalars['SafeInt']['output'];
  status: FederationLinkEventStatus;
  /** The row's title or name as the peer sent it, up to 120 characters. */
  summary?: Maybe<Scalars['String']['output']>;
  /** The row's version on the peer. */
  version: Scalars['Int']['output'];
};

export type FederationLinkEventConnection = {
  __typename?: 'FederationLinkEventConnection';
  edges: Array<FederationLinkEventEdge>;
  nodes: Array<FederationLinkEvent>;
  pageInfo: PageInfo;
};

export type FederationLinkEventEdge = {
  __typename?: 'FederationLinkEventEdge';
  cursor: Scalars['String']['output'];
  node: FederationLinkEvent;
};

export type FederationLinkEventOp =
  | 'DELETE'
  | 'UPSERT';

/** `PENDING` (fetched, not applied yet), `APPLIED`, `FAILED` (`error` says why; retried at `nextAttemptAt`), `DRY_RUN` (fetched while the link was in dry-run: logged, neither applied nor acknowledged). */
export type FederationLinkEventStatus =
  | 'APPLIED'
  | 'DRY_RUN'
  | 'FAILED'
  | 'PENDING';

/** A link that polls (target, bidirectional): `AMBER`, no successful poll yet; `GREEN`, the last poll succeeded; `RED`, the last poll failed (`lastError`). A source link, which never polls, by the peer's pulls (`lastPulledByPeerAt`): `AMBER` until the first; `GREEN` while the peer pulls at least once in 5 poll intervals (at least 5 minutes); `RED` once it has stopped (`lastError` says since when). */
export type FederationLinkHealth =
  | 'AMBER'
  | 'GREEN'
  | 'RED';

/** A link with the secrets shown only in this response. */
export type FederationLinkSecrets = {
  __typename?: 'FederationLinkSecrets';
  /** The incoming token the peer must send (`svc_fed_…`), when one was issued. */
  incomingToken?: Maybe<Scalars['String']['output']>;
  link: FederationLink;
  /** The shared HMAC secret, when one was generated: enter it on the peer. */
  sharedSecret?: Maybe<Scalars['String']['output']>;
};

export type FederationPeerChangesInput = {
  /** The last sequence of this side the caller has applied. */
  after: Scalars['SafeInt']['input'];
  /** Sequences the caller still waits for (gaps of earlier pages). */
  gaps: Array<Scalars['SafeInt']['input']>;
  limit: Scalars['Int']['input'];
  /** The caller's own project filter: projects in either side's ids; narrows this side's filter for the link. Null: no filter. */
  projects?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type FederationPeerContent = {
  __typename?: 'FederationPeerContent';
  sha256: Scalars['String']['output'];
  size: Scalars['SafeInt']['output'];
};

export type FederationPeerHandshake = {
  __typename?: 'FederationPeerHandshake';
  /** The link's direction from this side. */
  direction: FederationLinkDirection;
  instanceId: Scalars['String']['output'];
  protocol: Scalars['Int']['output'];
  version: Scalars['String']['output'];
};

export type FederationPeerHandshakeInput = {
  /** The link's direction as the caller states it (from its side). */
  direction: FederationLinkDirection;
  instanceId: Scalars['String']['input'];
  protocol: Scalars['Int']['input'];
  version: Scalars['String']['input'];
};

export type FederationPeerSnapshotInput = {
  /** The last id of the previous page. */
  after?: InputMaybe<Scalars['ID']['input']>;
  limit: Scalars['Int']['input'];
  /** The caller's own project filter: projects in either side's ids; narrows this side's filter for the link. Null: no filter. */
  projects?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of the 18 entity types. */
  type: Scalars['String']['input'];
};

export type GlobalRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'SUPER_ADMIN';

/** What a valid invitation link opens: shown on the accept page before the invitee chooses a name and password. */
export type InviteByToken = {
  __typename?: 'InviteByToken';
  /** The address the invitation was sent to: the new account gets it. */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  globalRole: GlobalRole;
};

/** Where an invitation stands: only a `PENDING` one can be accepted. */
export type InviteStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REVOKED';

export type InviteUserInput = {
  email: Scalars['String']['input'];
  /** Role of the new user; defaults to MEMBER. */
  globalRole?: InputMaybe<GlobalRole>;
};

export type InviteUserPayload = {
  __typename?: 'InviteUserPayload';
  /** The link emailed to the invitee. */
  acceptUrl: Scalars['String']['output'];
  invite: UserInvite;
  /** The invitation token. Shown only in this response; also emailed when email delivery is connected. */
  token: Scalars['String']['output'];
};

/** A label of a project; the name is unique per project, ignoring case. */
export type Label = {
  __typename?: 'Label';
  /** Hex colour `#rrggbb` (lower case). */
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type LogTimeInput = {
  /** Default true. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes worked (or give `endedAt`); at most 24 hours per entry. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  endedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Project admins only. */
  hourlyRate?: InputMaybe<Scalars['Float']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  startedAt: Scalars['DateTimeISO']['input'];
  ticketId: Scalars['ID']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  expiresAt: Scalars['DateTimeISO']['output'];
  /** Session token; send it as `Authorization: Bearer <token>`. Shown once. */
  token: Scalars['String']['output'];
  user: User;
};

/** A mail account: owns API keys, sender domains, the suppression list and webhooks. */
export type MailAccount = {
  __typename?: 'MailAccount';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The platform user who owns the account. */
  ownerUserId: Scalars['ID']['output'];
};

/** A /v1 API key of a mail account. The secret is shown once; only its SHA-256 is stored. */
export type MailApiKey = {
  __typename?: 'MailApiKey';
  access: MailKeyAccess;
  accountId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Sending keys may be limited to one sender domain. */
  domainId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** First characters of the key, to recognise it in lists. */
  tokenPrefix: Scalars['String']['output'];
};

/** A mail delivery event, with the same event, timestamp and data as the webhook payload. */
export type MailEvent = {
  __typename?: 'MailEvent';
  data: Scalars['JSONObject']['output'];
  event: Scalars['String']['output'];
  /** The event id (X-SVC-Event-Id of its webhook deliveries). */
  id: Scalars['ID']['output'];
  timestamp: Scalars['DateTimeISO']['output'];
};

/** `full`: the whole /v1 API; `sending`: sends only. */
export type MailKeyAccess =
  | 'FULL'
  | 'SENDING';

/** An accepted message, its delivery state and event history. */
export type MailMessage = {
  __typename?: 'MailMessage';
  /** Delivery attempts so far. */
  attempts: Scalars['Int']['output'];
  bcc: Array<Scalars['String']['output']>;
  cc: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Oldest first. */
  events: Array<MailEvent>;
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  /** The Message-ID header (the same on every attempt). */
  messageIdHeader: Scalars['String']['output'];
  /** When a deferred message is tried again. */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** First open, when open tracking was on. */
  openedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  recipients: Array<MailMessageRecipient>;
  replyTo: Array<Scalars['String']['output']>;
  /** `queued`, `deferred` (retrying), `delivered`, `partially-delivered`, `bounced` or `failed`. */
  status: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  tags: Scalars['JSONObject']['output'];
  templateId?: Maybe<Scalars['ID']['output']>;
  /** Name of the template it was rendered from (kept when the template is deleted). */
  templateName?: Maybe<Scalars['String']['output']>;
  to: Scalars['String']['output'];
};

export type MailMessageEdge = {
  __typename?: 'MailMessageEdge';
  cursor: Scalars['String']['output'];
  node: MailMessage;
};

export type MailMessageRecipient = {
  __typename?: 'MailMessageRecipient';
  email: Scalars['String']['output'];
  /** `to`, `cc` or `bcc`. */
  kind: Scalars['String']['output'];
  /** The receiving server's last reply. */
  smtpResponse?: Maybe<Scalars['String']['output']>;
  /** `pending`, `delivered`, `bounced` or `failed`. */
  status: Scalars['String']['output'];
};

/** This month's sending quota of a mail account. */
export type MailQuota = {
  __typename?: 'MailQuota';
  /** Messages per month within the base quota. */
  base: Scalars['Int']['output'];
  /** The months before this one that counted messages, newest first, back to `months` months ago (1..36); a month without sends is left out. */
  history: Array<MailUsageMonth>;
  /** Messages per month allowed beyond the base quota. */
  overageCap: Scalars['Int']['output'];
  /** Calendar month (UTC), `YYYY-MM`. */
  period: Scalars['String']['output'];
  /** Messages left within base plus overage. */
  remaining: Scalars['Int']['output'];
  /** When the count starts again from zero. */
  resetsAt: Scalars['DateTimeISO']['output'];
  /** Messages counted this month. */
  used: Scalars['Int']['output'];
};


/** This month's sending quota of a mail account. */
export type MailQuotaHistoryArgs = {
  months?: Scalars['Int']['input'];
};

/** A template rendered with variables. */
export type MailRenderedTemplate = {
  __typename?: 'MailRenderedTemplate';
  html?: Maybe<Scalars['String']['output']>;
  /** One line: line breaks in variables become spaces. */
  subject: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

/** Why one message of a batch was not accepted (the code of the same single send). */
export type MailSendError = {
  __typename?: 'MailSendError';
  code: Scalars['String']['output'];
  details: Scalars['JSONObject']['output'];
  message: Scalars['String']['output'];
};

/** A stored email template rendered with variables at send time. */
export type MailTemplate = {
  __typename?: 'MailTemplate';
  createdAt: Scalars['DateTimeISO']['output'];
  /** HTML body template; `{{var}}` is HTML-escaped, `{{{var}}}` is not. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Unique on the account, 1..200 characters. */
  name: Scalars['String']['output'];
  /** Subject template (not HTML-escaped; rendered as one line). Handlebars: `{{var}}`, `{{#if}}`, `{{#each}}`, `{{#with}}`, `{{lookup}}`; no partials or custom helpers. */
  subject: Scalars['String']['output'];
  /** Plain-text body template (not escaped). */
  text?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** JSON Schema (2020-12, or draft-07 by `$schema`) the variables must satisfy; null accepts any variables. */
  variablesSchema?: Maybe<Scalars['JSONObject']['output']>;
};

export type MailTemplateConnection = {
  __typename?: 'MailTemplateConnection';
  edges: Array<MailTemplateEdge>;
  nodes: Array<MailTemplate>;
  pageInfo: PageInfo;
};

export type MailTemplateEdge = {
  __typename?: 'MailTemplateEdge';
  cursor: Scalars['String']['output'];
  node: MailTemplate;
};

/** A past month's usage of a mail account. */
export type MailUsageMonth = {
  __typename?: 'MailUsageMonth';
  /** Messages beyond the base quota (against the base configured now; limits are not kept per month). */
  overage: Scalars['Int']['output'];
  /** Calendar month (UTC), `YYYY-MM`. */
  period: Scalars['String']['output'];
  /** Messages counted that month. */
  used: Scalars['Int']['output'];
};

/** A subscription that receives mail events by HTTP POST. Its signing secret is never listed. */
export type MailWebhook = {
  __typename?: 'MailWebhook';
  createdAt: Scalars['DateTimeISO']['output'];
  /** `false` pauses deliveries. */
  enabled: Scalars['Boolean']['output'];
  /** Events delivered; empty means every event. Events: `delivery`, `bounce.permanent`, `bounce.transient`, `complaint`, `email.opened`, `quota.soft-warn-80`, `quota.soft-warn-95`, `quota.exhausted-base`, `quota.exhausted-cap`. */
  eventFilters: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Free text. */
  label: Scalars['String']['output'];
  /** Last delivery that failed. */
  lastFailureAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Why the last failed delivery failed. */
  lastFailureReason?: Maybe<Scalars['String']['output']>;
  /** Last delivery the endpoint accepted. */
  lastSuccessAt?: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** `https://`; plain `http://` only for localhost and 127.0.0.1. */
  url: Scalars['String']['output'];
};

export type MailWebhookConnection = {
  __typename?: 'MailWebhookConnection';
  edges: Array<MailWebhookEdge>;
  nodes: Array<MailWebhook>;
  pageInfo: PageInfo;
};

/** One event sent (or to be sent) to a subscription, and how its attempts went. */
export type MailWebhookDelivery = {
  __typename?: 'MailWebhookDelivery';
  attempts: Scalars['Int']['output'];
  /** The JSON body sent: `{event, timestamp, data}`. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  event: Scalars['String']['output'];
  /** The event (X-SVC-Event-Id header; the same on retries and replays). */
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** First 1 KB of the last response body. */
  lastResponse?: Maybe<Scalars['String']['output']>;
  /** HTTP status of the last attempt; null when no response came. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When a pending delivery is tried next. */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The delivery this one replays. */
  replayOf?: Maybe<Scalars['ID']['output']>;
  /** `pending` (due or retrying), `succeeded` or `failed` (attempts used up, or 410). */
  status: Scalars['String']['output'];
};

export type MailWebhookDeliveryConnection = {
  __typename?: 'MailWebhookDeliveryConnection';
  edges: Array<MailWebhookDeliveryEdge>;
  nodes: Array<MailWebhookDelivery>;
  pageInfo: PageInfo;
};

export type MailWebhookDeliveryEdge = {
  __typename?: 'MailWebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: MailWebhookDelivery;
};

export type MailWebhookEdge = {
  __typename?: 'MailWebhookEdge';
  cursor: Scalars['String']['output'];
  node: MailWebhook;
};

/** A subscription with its signing secret, returned only when the secret is issued. */
export type MailWebhookSecretPayload = {
  __typename?: 'MailWebhookSecretPayload';
  /** The signing secret (`whsec_…`). Shown only in this response. */
  secret: Scalars['String']['output'];
  webhook: MailWebhook;
};

export type MessageConnection = {
  __typename?: 'MessageConnection';
  edges: Array<MailMessageEdge>;
  nodes: Array<MailMessage>;
  pageInfo: PageInfo;
};

/** A dated goal of a project. Private milestones are hidden from project viewers. */
export type Milestone = {
  __typename?: 'Milestone';
  /** Null unless you are a project admin. */
  budgetAmount?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  dueDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Sum of its tickets' estimates, in minutes. */
  estimatedMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Minutes logged on its tickets (rounded down). */
  loggedMinutes: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Visible to project admins and members only, not to viewers. */
  private: Scalars['Boolean']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation (no sign-in needed): creates the user; then sign in with `login`. */
  acceptInvite: User;
  /** Accepts a partner's project invite (`admin:federation:write`): the pair, its link and the mirrored project are made on both sides. Also `POST /federation/accept-project-invite`. */
  acceptProjectFederationInvite: ProjectFederationPair;
  addProjectMember: ProjectMember;
  /** Suppresses an address (reason `manual`). Adding one already on the list is a no-op returning the original entry. */
  addSuppression: Suppression;
  /** Records that one ticket blocks another. Needs `ticket:update` on both. */
  addTicketDependency: TicketDependency;
  /** Creates or updates every record of the domain at Cloudflare (idempotent). */
  autoSetupSenderDomainDns: AutoSetupSenderDomainDnsPayload;
  /** Tests the connection: a signed handshake with the peer (credentials, version, mirrored direction). Audited. */
  checkFederationLink: FederationLinkCheck;
  /** Assigns the ticket to you, keeping its other assignees, and moves a `TODO` ticket to the first `IN_PROGRESS` status; other open tickets keep their status. A closed ticket (`DONE`, `WONT_FIX`) is refused (`TICKET_CLOSED`). Needs `ticket:update` and project membership. */
  claimTicket: Ticket;
  /** Moves the ticket to the first `DONE` status, with an optional comment. A ticket already closed (`DONE`, `WONT_FIX`) is returned unchanged and the comment is not added. Needs `ticket:update`. */
  closeTicket: Ticket;
  /** Workspace admins (self-hosted, own from-domain): sends workspace mail through a mail API and key created elsewhere. */
  configureEmailDelivery: EmailDelivery;
  /** Workspace admins: provisions a mail account, a verified subdomain of the operator's shared sender identity (no DNS work) and a sending key, and sends workspace mail through them. Idempotent; connecting again rotates the key. */
  connectEmailDelivery: EmailDelivery;
  createApiKey: CreateApiKeyPayload;
  /** Creates a bot (service account) owned by you. */
  createBot: User;
  /** Needs `comment:create`; an internal comment also `comment:internal:read`. */
  createComment: Comment;
  /** Needs `ticket:update` in the project; revision 1. */
  createDoc: Doc;
  /** Needs `ticket:update` in the project. */
  createDocSpace: DocSpace;
  /** Adds a link. The incoming token, and the shared secret when generated, are shown only in this response. */
  createFederationLink: FederationLinkSecrets;
  /** Needs `ticket:update` in the project. */
  createLabel: Label;
  /** Creates a mail account owned by you. */
  createMailAccount: MailAccount;
  createMailApiKey: CreateMailApiKeyPayload;
  /** Needs `ticket:update` in the project; a budget needs project admin. */
  createMilestone: Milestone;
  /** Creates a project with the default statuses; you become its admin. */
  createProject: Project;
  /** An invite (token and QR code, shown once), valid 15 minutes. */
  createProjectFederationInvite: CreatedProjectFederationInvite;
  /** Creates a project shaped by a template (you become its admin). */
  createProjectFromTemplate: Project;
  /** Registers a domain and generates its DKIM key; returns the records to publish. */
  createSenderDomain: SenderDomain;
  /** Adds a status at the end of the board. Needs `project:settings:manage`. */
  createStatus: Status;
  /** Stores a template; syntax and the variables schema are checked here. */
  createTemplate: MailTemplate;
  /** Creates a ticket with the next key of the project; you are its reporter. Needs `ticket:create`. */
  createTicket: Ticket;
  createUser: User;
  /** Needs `ticket:update` in the project. */
  createVersion: Version;
  /** Subscribes an endpoint; the signing secret is returned only here and on rotation. */
  createWebhook: MailWebhookSecretPayload;
  /** Subscribes an endpoint to workspace events; returns its secret once. */
  createWorkspaceWebhook: WorkspaceWebhookSecretPayload;
  deactivateUser: User;
  /** The uploader (while they may still attach files to the parent), or a project admin. */
  deleteAttachment: Scalars['Boolean']['output'];
  /** The author, or a project admin. */
  deleteComment: Scalars['Boolean']['output'];
  deleteDoc: Scalars['Boolean']['output'];
  /** Deletes a space with its docs. Needs `project:settings:manage`. */
  deleteDocSpace: Scalars['Boolean']['output'];
  /** Removes the link, its sync history and open conflicts; data already mirrored stays. */
  deleteFederationLink: Scalars['ID']['output'];
  /** Needs `project:settings:manage`; removes the label from every ticket. */
  deleteLabel: Scalars['Boolean']['output'];
  /** Needs `project:settings:manage`. Its tickets lose the milestone. */
  deleteMilestone: Scalars['Boolean']['output'];
  /** Deletes a project and everything in it. */
  deleteProject: Scalars['Boolean']['output'];
  /** Its author or a workspace admin. */
  deleteProjectTemplate: Scalars['Boolean']['output'];
  /** Deregisters the domain: its key is destroyed; DNS records stay at your provider. */
  deleteSenderDomain: SenderDomain;
  /** Deletes a status. Its tickets move to `moveTicketsTo` (another status of the project); without it, a status tickets use is a CONFLICT. Needs `project:settings:manage`. */
  deleteStatus: Scalars['Boolean']['output'];
  /** Deletes the template and returns it; its name is free again. */
  deleteTemplate: MailTemplate;
  /** Deletes a ticket with its comments and dependencies. Needs `ticket:delete`. */
  deleteTicket: Scalars['Boolean']['output'];
  /** Deletes an entry: its author or a project admin. */
  deleteTimeEntry: Scalars['Boolean']['output'];
  /** Needs `project:settings:manage`. Its tickets lose the version. */
  deleteVersion: Scalars['Boolean']['output'];
  /** Removes the subscription and returns it; deliveries stop. */
  deleteWebhook: MailWebhook;
  /** Deletes a subscription and its pending deliveries. */
  deleteWorkspaceWebhook: Scalars['Boolean']['output'];
  /** Workspace admins: stops sending workspace mail and forgets the stored key. */
  disconnectEmailDelivery: EmailDelivery;
  /** Partners only (`POST /federation/invites/accept`): takes an invite of this side. 30 a minute per client address, counted with the REST route (`INVITE_RATE_LIMITED`). */
  federationInviteAccept: Scalars['JSONObject']['output'];
  /** Peers only (signed requests): a page of this side's changes (docs/federation-protocol.md). 403 on a `target` link. */
  federationPeerChanges: Scalars['JSONObject']['output'];
  /** Peers only (signed requests): protocol and version check. */
  federationPeerHandshake: FederationPeerHandshake;
  /** Peers only (signed requests): "changes waiting"; this side polls the link at once. */
  federationPeerNudge: Scalars['Boolean']['output'];
  /** Peers only (signed requests): the partner revoked the pair; it goes here too. */
  federationPeerPairRevoke: Scalars['Boolean']['output'];
  /** Peers only (signed requests): a page of this side's current rows of one type. */
  federationPeerSnapshot: Scalars['JSONObject']['output'];
  /** Force-resync (target and bidirectional links): the next poll replays every event the peer still has; unchanged rows are no-ops, diverged rows become conflicts. Audited. */
  forceResyncFederationLink: FederationLink;
  /** Invites someone to the workspace by email (valid 7 days, single use). */
  inviteUser: InviteUserPayload;
  /** Logs your time on a ticket (needs `ticket:update`). Your entries never overlap. */
  logTime: TimeEntry;
  /** Signs in with email and password. Repeated failures are throttled. */
  login: LoginPayload;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /** Stops polling and serving the peer; configuration and history are kept. */
  pauseFederationLink: FederationLink;
  /** Stops syncing; the pairing is kept. */
  pauseProjectFederationPair: ProjectFederationPair;
  /** Workspace admins: a mail account of yours with a verified subdomain under the operator's shared sender identity (no DNS work) and a new sending key. Idempotent; earlier keys it minted are revoked. */
  provisionWorkspaceSender: ProvisionWorkspaceSenderPayload;
  /** Reactivates a deactivated user (holders of `admin:users:write`, or a bot's owner; a super-admin only by a super-admin). The account comes back, its credentials do not: its API keys stay revoked and its OAuth grants end; mint a new key. */
  reactivateUser: User;
  /** An orchestrator pushes agent session lifecycle events (at most 100). Needs `comment:create` on each ticket; all or nothing. */
  recordAgentEvents: RecordAgentEventsPayload;
  /** The open-tracking pixel of a message was loaded (public: the token is the credential). */
  recordMailOpen: Scalars['Boolean']['output'];
  /** Records a file you uploaded (`POST /api/attachments` does it for you) on a parent you may attach files to. */
  registerAttachment: Attachment;
  removeProjectMember: Scalars['Boolean']['output'];
  /** Takes an address off the list and returns the removed entry; NOT_FOUND when absent. */
  removeSuppression: Suppression;
  removeTicketDependency: Scalars['Boolean']['output'];
  /** Sets the board order. Needs `project:settings:manage`. */
  reorderStatuses: Array<Status>;
  /** Sends a delivery again now, as a new delivery with the same event id and body. */
  replayMailWebhookDelivery: MailWebhookDelivery;
  /** Emails a reset link (valid 1 hour) if the address belongs to an active user. Always answers true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends an invitation not yet accepted again with a fresh token, valid 7 days from now; the previous token stops working. Workspace admins only. */
  resendInvite: InviteUserPayload;
  /** Sets a new password with the emailed token and ends the user's sessions. */
  resetPassword: Scalars['Boolean']['output'];
  /** Decides an open conflict: keep this side's values or take the peer's. Audited. Needs what listing the conflict's link needs. */
  resolveFederationConflict: FederationConflict;
  /** Makes an old revision's content current again, as a new revision. */
  restoreDocRevision: Doc;
  resumeFederationLink: FederationLink;
  /** Polls again, at once: PENDING until that poll, when successful, makes it ACTIVE. */
  resumeProjectFederationPair: ProjectFederationPair;
  revokeApiKey: ApiKey;
  /** Revokes a pending invitation: its token stops working. Workspace admins only. */
  revokeInvite: UserInvite;
  revokeMailApiKey: MailApiKey;
  /** Revokes an open invite: its token is dead at once. */
  revokeProjectFederationInvite: ProjectFederationInvite;
  /** Revokes the pair on both sides, the project's key typed to confirm; synced data stays. */
  revokeProjectFederationPair: Scalars['ID']['output'];
  /** Generates a new shared secret (shown once); the peer must enter it (updateFederationLink) within minutes. */
  rotateFederationLinkSecret: FederationLinkSecrets;
  /** Issues a new incoming token (shown once); the old one is refused at once until the peer enters the new one. */
  rotateFederationLinkToken: FederationLinkSecrets;
  /** Issues a new signing secret; the old one stops working at once. */
  rotateWebhookSecret: MailWebhookSecretPayload;
  /** Issues a new signing secret, shown once; later attempts are signed with it. */
  rotateWorkspaceWebhookSecret: WorkspaceWebhookSecretPayload;
  /** Saves a project's statuses, labels, milestones and ticket skeletons as a template. */
  saveProjectTemplate: ProjectTemplate;
  /** Accepts a message for delivery. Checks in order: input, from-domain verified (FROM_DOMAIN_NOT_VERIFIED), no suppressed recipient (RECIPIENT_SUPPRESSED), quota (QUOTA_EXCEEDED). */
  sendEmail: SentEmail;
  /** Up to 100 messages, each checked as a single send; one result per message, in order. */
  sendEmailBatch: Array<SendEmailBatchResult>;
  /** Dry-run: events are fetched and logged but neither applied nor acknowledged. */
  setFederationLinkDryRun: FederationLink;
  /** Orchestrator setup (1): finds the service account with this email, or creates it. Workspace admins only. */
  setupOrchestratorAccount: OrchestratorAccountPayload;
  /** Orchestrator setup (3): mints an API key for the account, shown once: the orchestrator's `SVC_TOKEN`. */
  setupOrchestratorKey: CreateApiKeyPayload;
  /** Orchestrator setup (2): adds the account to each project as a member; existing memberships are skipped. */
  setupOrchestratorProjects: Array<OrchestratorMembership>;
  /** Starts your timer on a ticket; one runs at a time (CONFLICT, unless `stopRunning`). */
  startTimer: Timer;
  /** Stops your timer; its time becomes an entry (null under a second). */
  stopTimer?: Maybe<TimeEntry>;
  /** Sync now: polls a target or bidirectional link at once and returns it with its health after the poll. */
  syncFederationLink: FederationLink;
  /** Orchestrator setup (5): per project, polls this instance's adapter with the key, as the orchestrator will. */
  testOrchestratorConnection: Array<OrchestratorConnectionTest>;
  /** Authors only. */
  updateComment: Comment;
  /** Changes the given fields; any change is a new revision. */
  updateDoc: Doc;
  /** Edits a link's settings; history and configuration are kept. */
  updateFederationLink: FederationLink;
  updateLabel: Label;
  updateMilestone: Milestone;
  updateProject: Project;
  /** A preset, or per-direction switches and masks (which make the pair CUSTOM); later changes only. */
  updateProjectFederationPair: ProjectFederationPair;
  updateProjectMember: ProjectMember;
  updateSenderDomain: SenderDomain;
  /** Renames or recategorises a status. Needs `project:settings:manage`. */
  updateStatus: Status;
  updateTemplate: MailTemplate;
  /** Changes the given fields; omitted fields stay. Needs `ticket:update`. */
  updateTicket: Ticket;
  /** Changes an entry: its author or a project admin. */
  updateTimeEntry: TimeEntry;
  updateUser: User;
  updateVersion: Version;
  updateWebhook: MailWebhook;
  /** Changes the given fields; omitted fields stay. */
  updateWorkspaceWebhook: WorkspaceWebhook;
  /** Looks the records up in DNS and updates the verification status. */
  verifySenderDomain: VerifySenderDomainPayload;
};


export type MutationAcceptInviteArgs = {
  input: AcceptInviteInput;
};


export type MutationAcceptProjectFederationInviteArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddProjectMemberArgs = {
  input: ProjectMemberInput;
};


export type MutationAddSuppressionArgs = {
  input: AddSuppressionInput;
};


export type MutationAddTicketDependencyArgs = {
  input: TicketDependencyInput;
};


export type MutationAutoSetupSenderDomainDnsArgs = {
  input: AutoSetupSenderDomainDnsInput;
};


export type MutationCheckFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClaimTicketArgs = {
  input: ClaimTicketInput;
};


export type MutationCloseTicketArgs = {
  input: CloseTicketInput;
};


export type MutationConfigureEmailDeliveryArgs = {
  input: ConfigureEmailDeliveryInput;
};


export type MutationConnectEmailDeliveryArgs = {
  input?: InputMaybe<ConnectEmailDeliveryInput>;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateBotArgs = {
  input: CreateBotInput;
};


export type MutationCreateCommentArgs = {
  input: CreateCommentInput;
};


export type MutationCreateDocArgs = {
  input: CreateDocInput;
};


export type MutationCreateDocSpaceArgs = {
  input: CreateDocSpaceInput;
};


export type MutationCreateFederationLinkArgs = {
  input: CreateFederationLinkInput;
};


export type MutationCreateLabelArgs = {
  input: CreateLabelInput;
};


export type MutationCreateMailAccountArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateMailApiKeyArgs = {
  input: CreateMailApiKeyInput;
};


export type MutationCreateMilestoneArgs = {
  input: CreateMilestoneInput;
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationCreateProjectFederationInviteArgs = {
  input: CreateProjectFederationInviteInput;
};


export type MutationCreateProjectFromTemplateArgs = {
  input: CreateProjectFromTemplateInput;
};


export type MutationCreateSenderDomainArgs = {
  input: CreateSenderDomainInput;
};


export type MutationCreateStatusArgs = {
  input: CreateStatusInput;
};


export type MutationCreateTemplateArgs = {
  input: CreateTemplateInput;
};


export type MutationCreateTicketArgs = {
  input: CreateTicketInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateVersionArgs = {
  input: CreateVersionInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationCreateWorkspaceWebhookArgs = {
  input: CreateWorkspaceWebhookInput;
};


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAttachmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocSpaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMilestoneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSenderDomainArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteStatusArgs = {
  id: Scalars['ID']['input'];
  moveTicketsTo?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeleteTemplateArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkspaceWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFederationInviteAcceptArgs = {
  input: FederationInviteAcceptInput;
};


export type MutationFederationPeerChangesArgs = {
  input: FederationPeerChangesInput;
};


export type MutationFederationPeerHandshakeArgs = {
  input: FederationPeerHandshakeInput;
};


export type MutationFederationPeerSnapshotArgs = {
  input: FederationPeerSnapshotInput;
};


export type MutationForceResyncFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLogTimeArgs = {
  input: LogTimeInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPauseFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPauseProjectFederationPairArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProvisionWorkspaceSenderArgs = {
  input: ProvisionWorkspaceSenderInput;
};


export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordAgentEventsArgs = {
  events: Array<AgentEventInput>;
};


export type MutationRecordMailOpenArgs = {
  token: Scalars['String']['input'];
};


export type MutationRegisterAttachmentArgs = {
  input: RegisterAttachmentInput;
};


export type MutationRemoveProjectMemberArgs = {
  input: RemoveProjectMemberInput;
};


export type MutationRemoveSuppressionArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
};


export type MutationRemoveTicketDependencyArgs = {
  input: TicketDependencyInput;
};


export type MutationReorderStatusesArgs = {
  input: ReorderStatusesInput;
};


export type MutationReplayMailWebhookDeliveryArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResolveFederationConflictArgs = {
  input: ResolveFederationConflictInput;
};


export type MutationRestoreDocRevisionArgs = {
  docId: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
};


export type MutationResumeFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResumeProjectFederationPairArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeMailApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeProjectFederationInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeProjectFederationPairArgs = {
  input: RevokeProjectFederationPairInput;
};


export type MutationRotateFederationLinkSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateFederationLinkTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRotateWorkspaceWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveProjectTemplateArgs = {
  input: SaveProjectTemplateInput;
};


export type MutationSendEmailArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SendEmailInput;
};


export type MutationSendEmailBatchArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  messages: Array<SendEmailInput>;
};


export type MutationSetFederationLinkDryRunArgs = {
  input: SetFederationLinkDryRunInput;
};


export type MutationSetupOrchestratorAccountArgs = {
  input: OrchestratorAccountInput;
};


export type MutationSetupOrchestratorKeyArgs = {
  input: OrchestratorKeyInput;
};


export type MutationSetupOrchestratorProjectsArgs = {
  input: OrchestratorProjectsInput;
};


export type MutationStartTimerArgs = {
  input: StartTimerInput;
};


export type MutationSyncFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTestOrchestratorConnectionArgs = {
  input: OrchestratorConnectionTestInput;
};


export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
};


export type MutationUpdateDocArgs = {
  input: UpdateDocInput;
};


export type MutationUpdateFederationLinkArgs = {
  input: UpdateFederationLinkInput;
};


export type MutationUpdateLabelArgs = {
  input: UpdateLabelInput;
};


export type MutationUpdateMilestoneArgs = {
  input: UpdateMilestoneInput;
};


export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


export type MutationUpdateProjectFederationPairArgs = {
  input: UpdateProjectFederationPairInput;
};


export type MutationUpdateProjectMemberArgs = {
  input: ProjectMemberInput;
};


export type MutationUpdateSenderDomainArgs = {
  input: UpdateSenderDomainInput;
};


export type MutationUpdateStatusArgs = {
  input: UpdateStatusInput;
};


export type MutationUpdateTemplateArgs = {
  input: UpdateTemplateInput;
};


export type MutationUpdateTicketArgs = {
  input: UpdateTicketInput;
};


export type MutationUpdateTimeEntryArgs = {
  input: UpdateTimeEntryInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateVersionArgs = {
  input: UpdateVersionInput;
};


export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};


export type MutationUpdateWorkspaceWebhookArgs = {
  input: UpdateWorkspaceWebhookInput;
};


export type MutationVerifySenderDomainArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type OAuthAuthorizeInput = {
  /** Yourself when null; else a bot you own. */
  actingUserId?: InputMaybe<Scalars['ID']['input']>;
  clientId: Scalars['String']['input'];
  codeChallenge: Scalars['String']['input'];
  redirectUri: Scalars['String']['input'];
  resource?: InputMaybe<Scalars['String']['input']>;
  scopes: Array<Scalars['String']['input']>;
};

export type OAuthClientRecord = {
  __typename?: 'OAuthClientRecord';
  clientId: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The registered client metadata (RFC 7591), as JSON, without any secret. */
  metadata: Scalars['String']['output'];
};

export type OAuthTokenSetRecord = {
  __typename?: 'OAuthTokenSetRecord';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  scope: Scalars['String']['output'];
};

export type OrchestratorAccountInput = {
  displayName: Scalars['String']['input'];
  /** The service account is found by this email, or created with it. */
  email: Scalars['String']['input'];
};

export type OrchestratorAccountPayload = {
  __typename?: 'OrchestratorAccountPayload';
  account: User;
  /** False when an existing service account was reused. */
  created: Scalars['Boolean']['output'];
};

/** An open ticket this one waits on, for an orchestrator. One the caller cannot see is opaque: its id and status category only, so that an orchestrator holds the ticket back without learning more of the blocker. */
export type OrchestratorBlocker = {
  __typename?: 'OrchestratorBlocker';
  id: Scalars['ID']['output'];
  /** Ticket key, `<PROJECT_KEY>-<n>`; null when the caller cannot see the blocker. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** Status category of the blocker. */
  state: Scalars['String']['output'];
  /** The blocker's status display name; null when the caller cannot see the blocker. */
  statusName?: Maybe<Scalars['String']['output']>;
};

export type OrchestratorConnectionTest = {
  __typename?: 'OrchestratorConnectionTest';
  /** Candidate issues the account sees (first page of 100). */
  candidates: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** Project permissions the adapter needs that the account lacks here: `project:read` (read candidates and tickets), `comment:create` (push agent events). Empty when it has them all. */
  missingPermissions: Array<Scalars['String']['output']>;
  /** The adapter answered and the account holds every permission the adapter needs in the project. */
  ok: Scalars['Boolean']['output'];
  projectKey: Scalars['String']['output'];
  /** HTTP status of the adapter; null when it could not be reached. */
  status?: Maybe<Scalars['Int']['output']>;
};

export type OrchestratorConnectionTestInput = {
  accountId: Scalars['ID']['input'];
  projectKeys: Array<Scalars['String']['input']>;
  /** The key minted for the orchestrator (it is not stored in plain text, so the wizard passes it back). */
  token: Scalars['String']['input'];
};

/** A ticket as a coding-agent orchestrator's normalized issue record (OpenAI Symphony). The REST adapter serves it with snake_case names. */
export type OrchestratorIssue = {
  __typename?: 'OrchestratorIssue';
  /** The first assignee, if any. */
  assigneeId?: Maybe<Scalars['ID']['output']>;
  /** Open (non-terminal) blockers, oldest first; those the caller cannot see are opaque (id and category only). */
  blockedBy: Array<OrchestratorBlocker>;
  /** Key plus slugified title; null when the project has no git repository. */
  branchName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown; null when empty. */
  description?: Maybe<Scalars['String']['output']>;
  /** False for a `todo` issue that waits on any open blocker (each listed in `blockedBy`). */
  dispatchable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Ticket key, `<PROJECT_KEY>-<n>`. */
  identifier: Scalars['String']['output'];
  /** Label names, trimmed and lower-cased. */
  labels: Array<Scalars['String']['output']>;
  /** blocker=1, high=2, normal=3, low=4, trivial=4. */
  priority: Scalars['Int']['output'];
  /** Status category (`todo`, `in_progress`, `in_review`, `done`, `wont_fix`), never the display name. */
  state: Scalars['String']['output'];
  /** The status display name (what Linear-style clients compare); not part of the REST record. */
  statusName: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  url: Scalars['String']['output'];
};

/** A page of issue records in dispatch order. */
export type OrchestratorIssuePage = {
  __typename?: 'OrchestratorIssuePage';
  nodes: Array<OrchestratorIssue>;
  pageInfo: OrchestratorIssuePageInfo;
};

export type OrchestratorIssuePageInfo = {
  __typename?: 'OrchestratorIssuePageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type OrchestratorKeyInput = {
  accountId: Scalars['ID']['input'];
  /** Default `Orchestrator (SVC_TOKEN)`. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OrchestratorMembership = {
  __typename?: 'OrchestratorMembership';
  projectKey: Scalars['String']['output'];
  result: OrchestratorMembershipResult;
};

/** `ADDED` as a member; `ALREADY_MEMBER`: left as it was; `NOT_FOUND`: no such project. */
export type OrchestratorMembershipResult =
  | 'ADDED'
  | 'ALREADY_MEMBER'
  | 'NOT_FOUND';

export type OrchestratorProjectsInput = {
  accountId: Scalars['ID']['input'];
  projectKeys: Array<Scalars['String']['input']>;
};

/** An agent query's records, in the query's order. */
export type OrchestratorQueryResult = {
  __typename?: 'OrchestratorQueryResult';
  /** More records match than were returned. */
  hasMore: Scalars['Boolean']['output'];
  nodes: Array<OrchestratorIssue>;
};

/** A generated `WORKFLOW.md`: the orchestrator's configuration and prompt. */
export type OrchestratorWorkflowFile = {
  __typename?: 'OrchestratorWorkflowFile';
  content: Scalars['String']['output'];
  /** `WORKFLOW.md` (what Symphony reads from its working directory), or `WORKFLOW.<KEY>.md` when each of several projects has its own. */
  fileName: Scalars['String']['output'];
  /** The projects it polls: one for the `LINEAR` tracker. */
  projectKeys: Array<Scalars['String']['output']>;
};

/** `LINEAR`: `tracker.kind: linear` on the Linear-compatible endpoint, for an unmodified Symphony (one file per project); `SVC`: `tracker.kind: svc`, the REST adapter, for a Symphony with the SVC tracker (one file for every project). */
export type OrchestratorWorkflowTracker =
  | 'LINEAR'
  | 'SVC';

/** Ascending or descending. */
export type OrderDirection =
  | 'ASC'
  | 'DESC';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A project: the unit of membership, tickets and statuses. */
export type Project = {
  __typename?: 'Project';
  /** Null unless you are a project admin. */
  budget?: Maybe<ProjectBudget>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  /** Doc spaces, by name. */
  docSpaces: Array<DocSpace>;
  /** The partner instance this project is shared with, and the state. */
  federationPair?: Maybe<ProjectFederationPair>;
  /** Connected git repository; enables branch names for tickets. */
  gitRepositoryUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Unique key, `[A-Z][A-Z0-9]{1,9}`; prefixes ticket keys. */
  key: Scalars['String']['output'];
  /** Labels by name. */
  labels: Array<Label>;
  /** Members with their project roles (one query for all projects of a list). */
  members: Array<ProjectMember>;
  /** Milestones by due date; private ones only for project admins and members. */
  milestones: Array<Milestone>;
  name: Scalars['String']['output'];
  /** Statuses in board order. */
  statuses: Array<Status>;
  /** Tickets of the project you can see, newest first unless `orderBy` says otherwise. */
  tickets: TicketConnection;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Versions by release date, undated last. */
  versions: Array<Version>;
};


/** A project: the unit of membership, tickets and statuses. */
export type ProjectTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<TicketOrder>;
  priority?: InputMaybe<Array<TicketPriority>>;
  statusCategory?: InputMaybe<Array<StatusCategory>>;
};

/** Budget of a project; visible to project admins only. */
export type ProjectBudget = {
  __typename?: 'ProjectBudget';
  amount?: Maybe<Scalars['Float']['output']>;
  /** ISO 4217 currency of `amount`. */
  currency?: Maybe<Scalars['String']['output']>;
  hours?: Maybe<Scalars['Float']['output']>;
};

export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  edges: Array<ProjectEdge>;
  nodes: Array<Project>;
  pageInfo: PageInfo;
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  cursor: Scalars['String']['output'];
  node: Project;
};

/** An invite to share a project with one partner instance; its token is shown once. */
export type ProjectFederationInvite = {
  __typename?: 'ProjectFederationInvite';
  createdAt: Scalars['DateTimeISO']['output'];
  createdById: Scalars['ID']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** For the accepting admin. */
  note?: Maybe<Scalars['String']['output']>;
  preset: ProjectSharingPreset;
  projectId: Scalars['ID']['output'];
  state: ProjectInviteState;
};

/** This project shared with one partner instance. */
export type ProjectFederationPair = {
  __typename?: 'ProjectFederationPair';
  /** Fields of this project's rows that both sides changed at once: this side keeps its values until decided. */
  conflicts: FederationConflictConnection;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The pair's event history (its link's), newest first. */
  events: FederationLinkEventConnection;
  /** Events that could not be applied (a missing parent, a broken rule), retried on their own (15 s, doubling to an hour). */
  failedEvents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** What this side accepts. */
  inbound: ProjectSharingDirection;
  /** Why the last poll failed (state ERROR); null otherwise. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The latest failed event's reason: `<type> <peer's id>: <error>`. */
  lastEventError?: Maybe<Scalars['String']['output']>;
  lastPolledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The invite's note for the accepting admin, on both sides; null without one. */
  note?: Maybe<Scalars['String']['output']>;
  /** What this side sends. */
  outbound: ProjectSharingDirection;
  /** The partner instance's host. */
  partnerName: Scalars['String']['output'];
  partnerUrl: Scalars['String']['output'];
  /** Who paused the pair (state PAUSED); null otherwise. */
  pausedBy?: Maybe<ProjectPairPausedBy>;
  preset: ProjectSharingPreset;
  projectId: Scalars['ID']['output'];
  /** "sharing" (this side made the invite) or "receiving" (this side accepted it). */
  role: Scalars['String']['output'];
  state: ProjectPairState;
};


/** This project shared with one partner instance. */
export type ProjectFederationPairConflictsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<FederationConflictStatus>;
};


/** This project shared with one partner instance. */
export type ProjectFederationPairEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<FederationLinkEventStatus>;
};

export type ProjectInviteState =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'OPEN'
  | 'REVOKED';

/** Membership of a user in a project, with a project role. */
export type ProjectMember = {
  __typename?: 'ProjectMember';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  role: ProjectRole;
  user: User;
  userId: Scalars['ID']['output'];
};

export type ProjectMemberInput = {
  projectId: Scalars['ID']['input'];
  /** Defaults to MEMBER. */
  role?: InputMaybe<ProjectRole>;
  userId: Scalars['ID']['input'];
};

/** `THIS_SIDE` (paused here: resume it here) or `PARTNER` (the partner paused it: syncing resumes when the partner resumes). */
export type ProjectPairPausedBy =
  | 'PARTNER'
  | 'THIS_SIDE';

/** `PENDING` (amber) until the first successful poll, and after a resume until the next one; `ACTIVE` (green); `PAUSED` (grey: `pausedBy` says which side); `ERROR` (red: `lastError`). */
export type ProjectPairState =
  | 'ACTIVE'
  | 'ERROR'
  | 'PAUSED'
  | 'PENDING';

export type ProjectRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'VIEWER';

export type ProjectSharingDirection = {
  __typename?: 'ProjectSharingDirection';
  /** Fields that do not cross this way, as `<type>: <field>` (e.g. `ticket: description`). */
  masked: Array<Scalars['String']['output']>;
  /** Entity types that cross this way: `project`, `milestone`, `label`, `version`, `ticket_status`, `ticket`, `ticket_assignment`, `ticket_label`, `ticket_dependency`, `comment`, `time_entry`, `doc_space`, `doc`, `doc_revision`, `attachment`. */
  types: Array<Scalars['String']['output']>;
};

/** `READ_ONLY` (Read-only view: tickets and their structure, no description or estimate), `COMMENTS` (Comments and descriptions: adds public comments), `FULL` (Full collaboration: adds assignees, time entries without cost, public docs, attachments), `CUSTOM` (starts from Full collaboration, tuned per direction). */
export type ProjectSharingPreset =
  | 'COMMENTS'
  | 'CUSTOM'
  | 'FULL'
  | 'READ_ONLY';

/** A reusable project shape: statuses, labels, milestones (relative dates) and ticket skeletons. */
export type ProjectTemplate = {
  __typename?: 'ProjectTemplate';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  labels: Array<Scalars['String']['output']>;
  milestones: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Status names, in board order. */
  statuses: Array<Scalars['String']['output']>;
  /** Ticket skeletons it holds. */
  ticketCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type ProvisionWorkspaceSenderInput = {
  /** Name of the mail account created on the first call. */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** DNS label of the subdomain: mail goes out from `<slug>.<shared domain>`. Used on the first call only. */
  slug: Scalars['String']['input'];
};

export type ProvisionWorkspaceSenderPayload = {
  __typename?: 'ProvisionWorkspaceSenderPayload';
  account: MailAccount;
  apiKey: MailApiKey;
  /** The verified sender subdomain, e.g. `acme.mail.svc.example`. */
  domain: Scalars['String']['output'];
  senderDomainId: Scalars['ID']['output'];
  /** A `sending` key limited to the subdomain (`svc_mail_…`). Shown only in this response. */
  token: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** API keys of a user (default: you). Secrets are never listed. */
  apiKeys: Array<ApiKey>;
  /** An attachment whose ticket, comment or doc you can read; NOT_FOUND otherwise. */
  attachment: Attachment;
  /** The project of a parent you may attach files to; FORBIDDEN or NOT_FOUND otherwise (the upload route asks before storing). */
  attachmentTarget: Scalars['ID']['output'];
  /** Security-relevant actions, newest first. Workspace admins only. */
  auditLog: AuditEntryConnection;
  /** The credential of this request (an API key, a session or an OAuth access token): its scopes in effect, expiry and user. */
  currentCredential: CurrentCredential;
  /** Your running timer, if any. */
  currentTimer?: Maybe<Timer>;
  /** A doc you can read; NOT_FOUND otherwise. */
  doc: Doc;
  /** Unified diff from one revision of a doc to another. More than 2,000 changed lines (or lines so repetitive that aligning them takes over 4,000,000 steps) is `DOC_DIFF_TOO_LARGE`; each docDiff costs 12,000 of the query cost limit. */
  docDiff: Scalars['String']['output'];
  /** Workspace admins: the email delivery setting. */
  emailDelivery: EmailDelivery;
  /** A link's conflicts. Needs `admin:federation:write`; the link of a project pair, `project:federation:manage` on its project (a pair lists them as `ProjectFederationPair.conflicts`). */
  federationConflicts: FederationConflictConnection;
  /** One instance link. Needs `admin:federation:write`. */
  federationLink: FederationLink;
  /** A link's event history, newest first. Needs `admin:federation:write`; the link of a project pair, `project:federation:manage` on its project (a pair lists them as `ProjectFederationPair.events`). */
  federationLinkEvents: FederationLinkEventConnection;
  /** Instance links, oldest first. Needs `admin:federation:write`. */
  federationLinks: FederationLinkConnection;
  /** Peers only (signed requests): the content hash of an attachment this side sent. */
  federationPeerContent: FederationPeerContent;
  /** The pending invitation a token opens (no sign-in needed), or null for any other token: unknown, expired, revoked or accepted alike. */
  inviteByToken?: Maybe<InviteByToken>;
  /** Mail accounts you own. */
  mailAccounts: Array<MailAccount>;
  /** API keys of one of your mail accounts. Secrets are never listed. */
  mailApiKeys: Array<MailApiKey>;
  /** A message of the account; NOT_FOUND otherwise. */
  mailMessage: MailMessage;
  /** The account's messages, newest first, with their recipients and events. */
  mailMessages: MessageConnection;
  mailQuota: MailQuota;
  /** The delivery log of a subscription, newest first. */
  mailWebhookDeliveries: MailWebhookDeliveryConnection;
  /** The local capture mailbox (no SMTP relay configured), newest first. */
  mailbox: CapturedMailConnection;
  /** The signed-in user. */
  me: User;
  /** A ticket's branch name; null when its project has no git repository. */
  orchestratorBranchName?: Maybe<Scalars['String']['output']>;
  /** An orchestrator's poll: issues in the given categories of the given projects, in dispatch order (priority, oldest, key). */
  orchestratorCandidates: OrchestratorIssuePage;
  /** Records of the given tickets (at most 500), in the order asked; tickets the caller cannot see are left out. */
  orchestratorIssuesByIds: Array<OrchestratorIssue>;
  /** Issues by status category across projects, in dispatch order. */
  orchestratorIssuesByStates: OrchestratorIssuePage;
  /** A running agent queries the tickets its account sees (JQL-style); a syntax error names its position. */
  orchestratorQuery: OrchestratorQueryResult;
  /**
   * Orchestrator setup (4), one file: `WORKFLOW.md` for these projects (polls every 30 s). States are status categories; with `tracker: LINEAR` (one project) the file lists the display names of its statuses in them.
   * @deprecated Use orchestratorWorkflows: its default loads in an unmodified Symphony, one file per project.
   */
  orchestratorWorkflow: Scalars['String']['output'];
  /** Orchestrator setup (4): `WORKFLOW.md` for these projects (polls every 30 s), by default for an unmodified Symphony: `tracker: LINEAR`, one file per project, its states the display names of the project's statuses in the given categories. `SVC`: one file, states as categories. Workspace admins only; a key of no project is `UNKNOWN_PROJECT_KEYS`. */
  orchestratorWorkflows: Array<OrchestratorWorkflowFile>;
  /** A project by key. NOT_FOUND when it does not exist or you cannot see it. */
  project: Project;
  /** A project's invites, newest first (never their tokens). */
  projectFederationInvites: Array<ProjectFederationInvite>;
  /** The pair sharing the project; null when it is not shared. */
  projectFederationPair?: Maybe<ProjectFederationPair>;
  /** Project templates, by name. Needs `project:create`. */
  projectTemplates: Array<ProjectTemplate>;
  /** Projects you can see. */
  projects: ProjectConnection;
  /** Renders a template with variables (a preview; sends render the same way). Variables failing the schema are TEMPLATE_VARIABLES_INVALID with `errors` [{path, message}]. */
  renderTemplate: MailRenderedTemplate;
  /** Full-text search over the docs you can read (title, then body), best match first. */
  searchDocs: Array<Doc>;
  /** Tickets you can see matching a query and filters. With a query: the exact key and the newest matches (`SEARCH_RANK_WINDOW`, 500) by relevance, then older matches newest first; without one, newest first. */
  searchTickets: TicketConnection;
  senderDomain: SenderDomain;
  /** Looks up the zone's nameservers and names its DNS host. */
  senderDomainDnsProvider: DnsProviderDetection;
  senderDomains: SenderDomainConnection;
  /** The entry for one address; NOT_FOUND when it is not suppressed. */
  suppression: Suppression;
  /** The suppression list, newest first. */
  suppressions: SuppressionConnection;
  /** One of a mail account's email templates. */
  template: MailTemplate;
  /** A mail account's email templates, oldest first. */
  templates: MailTemplateConnection;
  /** A ticket by key, e.g. `WEB-42`. NOT_FOUND when it does not exist or you cannot see it. */
  ticket: Ticket;
  /** Time entries of tickets you can see, newest first. */
  timeEntries: TimeEntryConnection;
  user?: Maybe<User>;
  /** Invitations, newest first. Workspace admins only. */
  userInvites: UserInviteConnection;
  /** Active users and bots, for assignment and membership pickers; with `includeDeactivated`, deactivated ones too. */
  users: Array<User>;
  /** One subscription with its delivery health (without its secret). */
  webhook: MailWebhook;
  /** A mail account's delivery webhook subscriptions, oldest first (without secrets). */
  webhooks: MailWebhookConnection;
  /** A subscription's latest deliveries (up to 100), newest first. */
  workspaceWebhookDeliveries: Array<WorkspaceWebhookDelivery>;
  /** Workspace webhook subscriptions, oldest first (without secrets). */
  workspaceWebhooks: Array<WorkspaceWebhook>;
};


export type QueryApiKeysArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAttachmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAttachmentTargetArgs = {
  parent: AttachmentParentInput;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryDocArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDocDiffArgs = {
  docId: Scalars['ID']['input'];
  from: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
};


export type QueryFederationConflictsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  linkId: Scalars['ID']['input'];
  status?: InputMaybe<FederationConflictStatus>;
};


export type QueryFederationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFederationLinkEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  linkId: Scalars['ID']['input'];
  status?: InputMaybe<FederationLinkEventStatus>;
};


export type QueryFederationLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryFederationPeerContentArgs = {
  attachmentId: Scalars['ID']['input'];
};


export type QueryInviteByTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryMailApiKeysArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryMailMessageArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryMailMessagesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryMailQuotaArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMailWebhookDeliveriesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  webhookId: Scalars['ID']['input'];
};


export type QueryMailboxArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryOrchestratorBranchNameArgs = {
  ticketId: Scalars['ID']['input'];
};


export type QueryOrchestratorCandidatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  projectKeys: Array<Scalars['String']['input']>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryOrchestratorIssuesByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryOrchestratorIssuesByStatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  projectKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  statusNames?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryOrchestratorQueryArgs = {
  first?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
};


export type QueryOrchestratorWorkflowArgs = {
  activeStates?: InputMaybe<Array<Scalars['String']['input']>>;
  projectKeys: Array<Scalars['String']['input']>;
  terminalStates?: InputMaybe<Array<Scalars['String']['input']>>;
  tracker?: InputMaybe<OrchestratorWorkflowTracker>;
};


export type QueryOrchestratorWorkflowsArgs = {
  activeStates?: InputMaybe<Array<Scalars['String']['input']>>;
  projectKeys: Array<Scalars['String']['input']>;
  terminalStates?: InputMaybe<Array<Scalars['String']['input']>>;
  tracker?: InputMaybe<OrchestratorWorkflowTracker>;
};


export type QueryProjectArgs = {
  key: Scalars['String']['input'];
};


export type QueryProjectFederationInvitesArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryProjectFederationPairArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryRenderTemplateArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};


export type QuerySearchDocsArgs = {
  first?: Scalars['Int']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Array<TicketPriority>>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  projectKey?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  statusCategory?: InputMaybe<Array<StatusCategory>>;
};


export type QuerySenderDomainArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QuerySenderDomainDnsProviderArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QuerySenderDomainsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QuerySuppressionArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
};


export type QuerySuppressionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTemplateArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryTemplatesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryTicketArgs = {
  key: Scalars['String']['input'];
};


export type QueryTimeEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserInvitesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<InviteStatus>;
};


export type QueryUsersArgs = {
  includeDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryWebhookArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryWebhooksArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryWorkspaceWebhookDeliveriesArgs = {
  webhookId: Scalars['ID']['input'];
};

export type RecordAgentEventsPayload = {
  __typename?: 'RecordAgentEventsPayload';
  /** Events stored. */
  accepted: Scalars['Int']['output'];
  /** Events already stored by an earlier push (same ticket, session, event and time), skipped. */
  duplicates: Scalars['Int']['output'];
};

export type RegisterAttachmentInput = {
  parent: AttachmentParentInput;
  /** The upload receipt the gateway signed for you after storing the file (valid for minutes). */
  receipt: Scalars['String']['input'];
};

export type RemoveProjectMemberInput = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type ReorderStatusesInput = {
  projectId: Scalars['ID']['input'];
  /** Every status of the project, in the new board order. */
  statusIds: Array<Scalars['ID']['input']>;
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  /** The token from the emailed link. */
  token: Scalars['String']['input'];
};

export type ResolveFederationConflictInput = {
  decision: FederationConflictDecision;
  id: Scalars['ID']['input'];
};

export type ResolvedMailKey = {
  __typename?: 'ResolvedMailKey';
  access: Scalars['String']['output'];
  accountId: Scalars['ID']['output'];
  apiKeyId: Scalars['ID']['output'];
  domainId?: Maybe<Scalars['ID']['output']>;
  /** The account's owner, whom the gateway checks is still active. */
  ownerUserId: Scalars['ID']['output'];
};

export type ResolvedViewer = {
  __typename?: 'ResolvedViewer';
  apiKeyId?: Maybe<Scalars['ID']['output']>;
  authMethod: Scalars['String']['output'];
  delegatedBy?: Maybe<Scalars['ID']['output']>;
  /** When the key or session expires. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  globalRole: Scalars['String']['output'];
  mintedBy?: Maybe<Scalars['ID']['output']>;
  oauthGrantId?: Maybe<Scalars['ID']['output']>;
  oauthTokenId?: Maybe<Scalars['ID']['output']>;
  scopes: Array<Scalars['String']['output']>;
  sessionId?: Maybe<Scalars['ID']['output']>;
  userId: Scalars['ID']['output'];
  userKind: Scalars['String']['output'];
};

export type RevokeProjectFederationPairInput = {
  id: Scalars['ID']['input'];
  /** The project's key, typed to confirm. */
  projectKey: Scalars['String']['input'];
};

export type SaveProjectTemplateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Keep skeletons of its non-private tickets (default true). */
  includeTickets?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unique, ignoring case; 1..100 characters. */
  name: Scalars['String']['input'];
  /** The project to copy (needs `project:settings:manage` on it). */
  projectId: Scalars['ID']['input'];
};

export type SendEmailBatchResult = {
  __typename?: 'SendEmailBatchResult';
  /** Set when it was not. */
  error?: Maybe<MailSendError>;
  /** Set when the message was accepted. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Position of the message in the request. */
  index: Scalars['Int']['output'];
};

/** One message: raw subject and html/text, or a templateId with variables. */
export type SendEmailInput = {
  /** Up to 20, 30 MB in all. */
  attachments?: InputMaybe<Array<EmailAttachmentInput>>;
  /** Up to 50 addresses. */
  bcc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Up to 50 addresses. */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Sender, `a@example.com` or `Name <a@example.com>`, on a verified sender domain of the account. */
  from: Scalars['String']['input'];
  html?: InputMaybe<Scalars['String']['input']>;
  replyTo?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required without templateId. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** Free-form string key/value tags, up to 50. */
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** A stored template; then subject/html/text come from it. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  /** The recipient. */
  to: Scalars['String']['input'];
  /** Checked against the template's variablesSchema. */
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A domain registered for sending, with the DNS records it must publish. */
export type SenderDomain = {
  __typename?: 'SenderDomain';
  createdAt: Scalars['DateTimeISO']['output'];
  dkimRecords: Array<DnsRecord>;
  dkimSelector: Scalars['String']['output'];
  dmarcRecommended: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastCheckedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  mailFromRecords: Array<DnsRecord>;
  /** Whether sends from the domain track opens (`email.opened`); off by default, switched by `updateSenderDomain`. */
  openTracking: Scalars['Boolean']['output'];
  /** True when the published SPF record already includes ours. */
  spfAlreadyIncluded: Scalars['Boolean']['output'];
  /** The one SPF record to publish at the domain root (an existing record, extended). */
  spfRequired: Scalars['String']['output'];
  /** `pending`, `verified`, `temporary-failure` or `failed`. */
  verificationStatus: Scalars['String']['output'];
};

export type SenderDomainConnection = {
  __typename?: 'SenderDomainConnection';
  edges: Array<SenderDomainEdge>;
  nodes: Array<SenderDomain>;
  pageInfo: PageInfo;
};

export type SenderDomainEdge = {
  __typename?: 'SenderDomainEdge';
  cursor: Scalars['String']['output'];
  node: SenderDomain;
};

/** An accepted message. */
export type SentEmail = {
  __typename?: 'SentEmail';
  id: Scalars['ID']['output'];
};

export type SetFederationLinkDryRunInput = {
  dryRun: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type StartTimerInput = {
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Stop a running timer first (its time becomes an entry) instead of refusing. */
  stopRunning?: InputMaybe<Scalars['Boolean']['input']>;
  ticketId: Scalars['ID']['input'];
};

/** A ticket status of one project: a display name and a category. */
export type Status = {
  __typename?: 'Status';
  category: StatusCategory;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** What a status means, whatever its display name. */
export type StatusCategory =
  | 'DONE'
  | 'IN_PROGRESS'
  | 'IN_REVIEW'
  | 'TODO'
  | 'WONT_FIX';

export type Subscription = {
  __typename?: 'Subscription';
  /** Changes to a doc you can read: edits, restores, attachments, deletion. NOT_FOUND when you cannot read the doc. */
  docChanged: DocChangeEvent;
  /** Delivery events of the account as they happen. `types` empty or omitted: every event. */
  mailEvents: MailEvent;
  /** Changes to your own timer: started, stopped, or discarded with its ticket or project. */
  myTimerChanged: TimerChangeEvent;
  /** Changes to the tickets of a project that you can see. NOT_FOUND when you cannot read the project. */
  ticketChanged: TicketChangeEvent;
};


export type SubscriptionDocChangedArgs = {
  docId: Scalars['ID']['input'];
};


export type SubscriptionMailEventsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type SubscriptionTicketChangedArgs = {
  projectKey: Scalars['String']['input'];
};

/** An address on the suppression list: sends to it are refused. */
export type Suppression = {
  __typename?: 'Suppression';
  addedAt: Scalars['DateTimeISO']['output'];
  /** The address, normalised (trimmed, lower-case, IDN domain in punycode). */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** `hard-bounce`, `complaint` or `manual`. */
  reason: Scalars['String']['output'];
  /** Where the entry came from: the bounce or complaint, or who added it by hand. */
  source?: Maybe<Scalars['JSONObject']['output']>;
};

export type SuppressionConnection = {
  __typename?: 'SuppressionConnection';
  edges: Array<SuppressionEdge>;
  nodes: Array<Suppression>;
  pageInfo: PageInfo;
};

export type SuppressionEdge = {
  __typename?: 'SuppressionEdge';
  cursor: Scalars['String']['output'];
  node: Suppression;
};

/** A ticket: a unit of work in a project, keyed `<PROJECT_KEY>-<number>`. */
export type Ticket = {
  __typename?: 'Ticket';
  /** Who may see the ticket while it is private: the reporter, the assignees and whoever was added. */
  accessList: Array<User>;
  /** Agent sessions reported for this ticket, most recently active first (its Agent tab). */
  agentSessions: Array<AgentSession>;
  assignees: Array<User>;
  /** Files attached to the ticket itself (not to its comments), oldest first. */
  attachments: Array<Attachment>;
  /** Tickets this one waits for (those you can see). */
  blockedBy: Array<Ticket>;
  /** Tickets waiting for this one (those you can see). */
  blocks: Array<Ticket>;
  /** Number of comments you can see. */
  commentCount: Scalars['Int']['output'];
  /** Comments, oldest first (or newest first); internal ones only for holders of `comment:internal:read`. */
  comments: CommentConnection;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  estimatedMinutes?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** `<PROJECT_KEY>-<number>`, unique in the workspace. */
  key: Scalars['String']['output'];
  labels: Array<Label>;
  /** Minutes logged on the ticket, by everyone (rounded down). */
  loggedMinutes: Scalars['Int']['output'];
  /** Null when there is none or it is private and you are a project viewer. */
  milestone?: Maybe<Milestone>;
  /** Per-project sequence number, gapless from 1. */
  number: Scalars['Int']['output'];
  priority: TicketPriority;
  /** Visible only to the users on its access list. */
  private: Scalars['Boolean']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  reporter: User;
  status: Status;
  statusId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  version?: Maybe<Version>;
};


/** A ticket: a unit of work in a project, keyed `<PROJECT_KEY>-<number>`. */
export type TicketCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  newestFirst?: Scalars['Boolean']['input'];
};

/** A committed change to a ticket (or to its comments or dependencies), as one subscriber may see it. */
export type TicketChangeEvent = {
  __typename?: 'TicketChangeEvent';
  /** Ticket fields that changed, by their GraphQL names (`comments`, `blockedBy`, `blocks` for related changes). */
  changedFields: Array<Scalars['String']['output']>;
  /** Id of the domain event. */
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTimeISO']['output'];
  /** The ticket as it is now, loaded for you; null once deleted. */
  ticket?: Maybe<Ticket>;
  ticketId: Scalars['ID']['output'];
  ticketKey: Scalars['String']['output'];
  /** `ticket.created`, `ticket.updated`, `ticket.deleted`, `comment.created|updated|deleted`, `ticket_dependency.created|deleted`. */
  type: Scalars['String']['output'];
};

export type TicketConnection = {
  __typename?: 'TicketConnection';
  edges: Array<TicketEdge>;
  nodes: Array<Ticket>;
  pageInfo: PageInfo;
  /** How many tickets you can see match the list’s filters, over all its pages. Counted only when asked. */
  totalCount: Scalars['Int']['output'];
};

/** The blocker ticket blocks the blocked ticket: the blocked one waits for it. */
export type TicketDependency = {
  __typename?: 'TicketDependency';
  /** Null when you cannot see it. */
  blocked?: Maybe<Ticket>;
  blockedId: Scalars['ID']['output'];
  /** Null when you cannot see it. */
  blocker?: Maybe<Ticket>;
  blockerId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
};

export type TicketDependencyInput = {
  /** The ticket that waits for it. */
  blockedId: Scalars['ID']['input'];
  /** The ticket that has to be done first. */
  blockerId: Scalars['ID']['input'];
};

export type TicketEdge = {
  __typename?: 'TicketEdge';
  cursor: Scalars['String']['output'];
  node: Ticket;
};

/** Order of a ticket list; ties go by creation, in the same direction. */
export type TicketOrder = {
  direction?: OrderDirection;
  field: TicketOrderField;
};

/** What a ticket list is sorted by. */
export type TicketOrderField =
  /** When the ticket was created. */
  | 'CREATED_AT'
  /** The key's number: WEB-9 before WEB-10. */
  | 'KEY'
  /** Urgency: DESC lists blockers first, trivial tickets last. */
  | 'PRIORITY'
  /** The status's place in the project's workflow (its position). */
  | 'STATUS'
  /** Title, ignoring case. */
  | 'TITLE'
  /** When the ticket last changed. */
  | 'UPDATED_AT';

/** Urgency of a ticket, highest first. */
export type TicketPriority =
  | 'BLOCKER'
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  | 'TRIVIAL';

/** Time spent on a ticket: who, from when, for how long. */
export type TimeEntry = {
  __typename?: 'TimeEntry';
  billable: Scalars['Boolean']['output'];
  /** Rate x hours, rounded to cents; null unless you are a project admin. */
  cost?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Whole minutes, rounded down. */
  durationMinutes: Scalars['Int']['output'];
  durationSeconds: Scalars['Int']['output'];
  endedAt: Scalars['DateTimeISO']['output'];
  /** Null unless you are a project admin. */
  hourlyRate?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  startedAt: Scalars['DateTimeISO']['output'];
  ticket?: Maybe<Ticket>;
  ticketId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type TimeEntryConnection = {
  __typename?: 'TimeEntryConnection';
  edges: Array<TimeEntryEdge>;
  nodes: Array<TimeEntry>;
  pageInfo: PageInfo;
};

export type TimeEntryEdge = {
  __typename?: 'TimeEntryEdge';
  cursor: Scalars['String']['output'];
  node: TimeEntry;
};

/** A user's running timer on a ticket. */
export type Timer = {
  __typename?: 'Timer';
  billable: Scalars['Boolean']['output'];
  /** Whole seconds since it started. */
  elapsedSeconds: Scalars['Int']['output'];
  note: Scalars['String']['output'];
  startedAt: Scalars['DateTimeISO']['output'];
  ticket?: Maybe<Ticket>;
  ticketId: Scalars['ID']['output'];
};

/** A committed change to your timer. */
export type TimerChangeEvent = {
  __typename?: 'TimerChangeEvent';
  /** Id of the domain event. */
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTimeISO']['output'];
  /** The ticket the timer was started, stopped or discarded on. */
  ticketId: Scalars['ID']['output'];
  /** Your running timer as it is now, loaded for you; null when none runs. */
  timer?: Maybe<Timer>;
  /** `timer.started`, `timer.stopped`, or `timer.discarded` (its ticket or project was deleted). */
  type: Scalars['String']['output'];
};

export type UpdateCommentInput = {
  /** Markdown, not empty. */
  body?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  internal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateDocInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  public?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Omitted fields stay as they are. */
export type UpdateFederationLinkInput = {
  direction?: InputMaybe<FederationLinkDirection>;
  /** Empty: every type the direction allows. */
  entityScope?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** The peer's incoming token (after the peer rotated it). */
  peerToken?: InputMaybe<Scalars['String']['input']>;
  /** Seconds between polls, 15..3600. On a source link, which never polls: the interval the peer is expected to pull at (its own link's), which its health is judged by. */
  pollIntervalSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Empty: every project. */
  projectFilter?: InputMaybe<Array<Scalars['ID']['input']>>;
  remoteUrl?: InputMaybe<Scalars['String']['input']>;
  /** The shared secret, to mirror a rotation made on the peer. */
  sharedSecret?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateLabelInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMilestoneInput = {
  /** Project admins only. */
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Calendar date YYYY-MM-DD; null clears it. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** Hide from project viewers. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateProjectFederationPairInput = {
  id: Scalars['ID']['input'];
  /** Fields this side does not accept. Makes the pair CUSTOM. */
  inboundMasked?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Types this side accepts. Makes the pair CUSTOM. */
  inboundTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Fields this side does not send (`ticket: description`). Makes the pair CUSTOM. */
  outboundMasked?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Types this side sends (a subset of: `project`, `milestone`, `label`, `version`, `ticket_status`, `ticket`, `ticket_assignment`, `ticket_label`, `ticket_dependency`, `comment`, `time_entry`, `doc_space`, `doc`, `doc_revision`, `attachment`). Makes the pair CUSTOM. */
  outboundTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Applies a preset to both directions (CUSTOM keeps the current). */
  preset?: InputMaybe<ProjectSharingPreset>;
};

export type UpdateProjectInput = {
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  budgetCurrency?: InputMaybe<Scalars['String']['input']>;
  budgetHours?: InputMaybe<Scalars['Float']['input']>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  gitRepositoryUrl?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSenderDomainInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  /** Track opens (a pixel; `email.opened` once per message). Off by default. */
  openTracking?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateStatusInput = {
  /** New category; tickets in the status move with it. */
  category?: InputMaybe<StatusCategory>;
  id: Scalars['ID']['input'];
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Omitted fields stay as they are. */
export type UpdateTemplateInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Null clears it (a text body must remain). */
  html?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  /** Null clears it (an HTML body must remain). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Null removes the schema (any variables accepted). */
  variablesSchema?: InputMaybe<Scalars['JSONObject']['input']>;
};

export type UpdateTicketInput = {
  /** Project members who may see the ticket while it is private; replaces the list. The reporter and the assignees always stay on it. */
  accessUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Project members; replaces the assignees. Each assignee joins the access list. */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Estimate in minutes, >= 0; null clears it. */
  estimatedMinutes?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** Labels of the project; replaces the labels. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A milestone of the project; null clears it. */
  milestoneId?: InputMaybe<Scalars['ID']['input']>;
  priority?: InputMaybe<TicketPriority>;
  /** Visible only to the users on the access list. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
  /** A status of the project. New tickets default to the first `todo` status. */
  statusId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** A version of the project; null clears it. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateTimeEntryInput = {
  /** Default true. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes worked (or give `endedAt`); at most 24 hours per entry. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  endedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Project admins only. */
  hourlyRate?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  startedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type UpdateUserInput = {
  /** Your "connect AI clients" setting (yourself only). */
  connectAiClients?: InputMaybe<Scalars['Boolean']['input']>;
  /** Your current password: required with `password`. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  globalRole?: InputMaybe<GlobalRole>;
  id: Scalars['ID']['input'];
  /** A bot's new owner (an active person): by its owner or an admin. Ends the bot's OAuth delegations at once. */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** New password (yourself only, with `currentPassword`). Ends your other sessions and every OAuth grant you gave. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateVersionInput = {
  /** Markdown. */
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** Calendar date YYYY-MM-DD; null clears it. */
  releaseDate?: InputMaybe<Scalars['String']['input']>;
  released?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Omitted fields stay as they are. */
export type UpdateWebhookInput = {
  /** Required in the console; implied by a mail API key. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Null or empty means every event. */
  eventFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  /** Null clears it. */
  label?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWorkspaceWebhookInput = {
  /** False pauses deliveries; they are sent when it is enabled again. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A workspace user: a human, or a bot (service account) that authenticates with API keys only. */
export type User = {
  __typename?: 'User';
  /** False once deactivated. */
  active: Scalars['Boolean']['output'];
  /** Your "connect AI clients" setting: off refuses new OAuth grants for AI clients and their renewal. Null for anyone else. */
  connectAiClients?: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  deactivatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  globalRole: GlobalRole;
  id: Scalars['ID']['output'];
  kind: UserKind;
  /** Owner of a bot. */
  owner?: Maybe<User>;
  /** For a federated placeholder (kind FEDERATED): the name of the federation link it came over, to tell people of several peers apart. */
  peer?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** An invitation to join the workspace. Its token is shown once; only a SHA-256 hash is stored. */
export type UserInvite = {
  __typename?: 'UserInvite';
  acceptedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The role the new user gets. */
  globalRole: GlobalRole;
  id: Scalars['ID']['output'];
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  status: InviteStatus;
};

export type UserInviteConnection = {
  __typename?: 'UserInviteConnection';
  edges: Array<UserInviteEdge>;
  nodes: Array<UserInvite>;
  pageInfo: PageInfo;
};

export type UserInviteEdge = {
  __typename?: 'UserInviteEdge';
  cursor: Scalars['String']['output'];
  node: UserInvite;
};

/** A person, a service account (bot) owned by one, or a person of a peer instance (federated: shown as from a peer). */
export type UserKind =
  | 'BOT'
  | 'FEDERATED'
  | 'HUMAN';

export type VerifySenderDomainPayload = {
  __typename?: 'VerifySenderDomainPayload';
  checks: Array<DnsRecordCheck>;
  domain: SenderDomain;
};

/** A release of a project that tickets ship in; the name is unique per project. */
export type Version = {
  __typename?: 'Version';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  releaseDate?: Maybe<Scalars['LocalDate']['output']>;
  released: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** An endpoint that receives workspace events (Admin, Webhooks). Its signing secret is shown only when issued. */
export type WorkspaceWebhook = {
  __typename?: 'WorkspaceWebhook';
  createdAt: Scalars['DateTimeISO']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Events it receives; empty: every event except the opt-in ones (orchestrator.candidates_changed). */
  eventFilters: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  lastFailureAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastFailureReason?: Maybe<Scalars['String']['output']>;
  lastSuccessAt?: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  url: Scalars['String']['output'];
};

/** One event sent, or being sent, to a workspace webhook. */
export type WorkspaceWebhookDelivery = {
  __typename?: 'WorkspaceWebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  event: Scalars['String']['output'];
  /** The X-SVC-Event-Id header. */
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** `pending`, `succeeded` or `failed`. */
  status: Scalars['String']['output'];
};

export type WorkspaceWebhookSecretPayload = {
  __typename?: 'WorkspaceWebhookSecretPayload';
  /** The signing secret (`whsec_…`). Shown only in this response. */
  secret: Scalars['String']['output'];
  webhook: WorkspaceWebhook;
};

export type ConsoleAcceptInviteMutationVariables = Exact<{
  input: AcceptInviteInput;
}>;


export type ConsoleAcceptInviteMutation = { __typename?: 'Mutation', acceptInvite: { __typename?: 'User', id: string, email: string } };

export type ConsoleRequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type ConsoleRequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ConsoleResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ConsoleResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type ConsoleInviteByTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConsoleInviteByTokenQuery = { __typename?: 'Query', inviteByToken?: { __typename?: 'InviteByToken', email: string, globalRole: GlobalRole, expiresAt: string } | null };

export type ConsoleEmailDeliveryFieldsFragment = { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null };

export type ConsoleEmailDeliveryQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleEmailDeliveryQuery = { __typename?: 'Query', emailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConsoleConnectEmailDeliveryMutationVariables = Exact<{
  input?: InputMaybe<ConnectEmailDeliveryInput>;
}>;


export type ConsoleConnectEmailDeliveryMutation = { __typename?: 'Mutation', connectEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConsoleConfigureEmailDeliveryMutationVariables = Exact<{
  input: ConfigureEmailDeliveryInput;
}>;


export type ConsoleConfigureEmailDeliveryMutation = { __typename?: 'Mutation', configureEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConsoleDisconnectEmailDeliveryMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDisconnectEmailDeliveryMutation = { __typename?: 'Mutation', disconnectEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConsoleMailAccountDomainsQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
}>;


export type ConsoleMailAccountDomainsQuery = { __typename?: 'Query', senderDomains: { __typename?: 'SenderDomainConnection', nodes: Array<{ __typename?: 'SenderDomain', id: string, domain: string, verificationStatus: string }> } };

export type ConsoleSendTestEmailMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  input: SendEmailInput;
}>;


export type ConsoleSendTestEmailMutation = { __typename?: 'Mutation', sendEmail: { __typename?: 'SentEmail', id: string } };

export type ConsoleTestEmailStatusQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleTestEmailStatusQuery = { __typename?: 'Query', mailMessage: { __typename?: 'MailMessage', id: string, status: string, to: string, lastError?: string | null, attempts: number } };

export type ConsoleWorkspaceWebhookFieldsFragment = { __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null };

export type ConsoleWorkspaceWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWorkspaceWebhooksQuery = { __typename?: 'Query', workspaceWebhooks: Array<{ __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null }> };

export type ConsoleWorkspaceWebhookDeliveriesQueryVariables = Exact<{
  webhookId: Scalars['ID']['input'];
}>;


export type ConsoleWorkspaceWebhookDeliveriesQuery = { __typename?: 'Query', workspaceWebhookDeliveries: Array<{ __typename?: 'WorkspaceWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, lastStatusCode?: number | null, lastError?: string | null, createdAt: string }> };

export type ConsoleCreateWorkspaceWebhookMutationVariables = Exact<{
  input: CreateWorkspaceWebhookInput;
}>;


export type ConsoleCreateWorkspaceWebhookMutation = { __typename?: 'Mutation', createWorkspaceWebhook: { __typename?: 'WorkspaceWebhookSecretPayload', secret: string, webhook: { __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } } };

export type ConsoleUpdateWorkspaceWebhookMutationVariables = Exact<{
  input: UpdateWorkspaceWebhookInput;
}>;


export type ConsoleUpdateWorkspaceWebhookMutation = { __typename?: 'Mutation', updateWorkspaceWebhook: { __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } };

export type ConsoleDeleteWorkspaceWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteWorkspaceWebhookMutation = { __typename?: 'Mutation', deleteWorkspaceWebhook: boolean };

export type ConsoleRotateWorkspaceWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRotateWorkspaceWebhookSecretMutation = { __typename?: 'Mutation', rotateWorkspaceWebhookSecret: { __typename?: 'WorkspaceWebhookSecretPayload', secret: string, webhook: { __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } } };

export type ConsoleOrchestratorChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleOrchestratorChoicesQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string }>, projects: { __typename?: 'ProjectConnection', nodes: Array<{ __typename?: 'Project', id: string, key: string, name: string }> } };

export type ConsoleSetupOrchestratorAccountMutationVariables = Exact<{
  input: OrchestratorAccountInput;
}>;


export type ConsoleSetupOrchestratorAccountMutation = { __typename?: 'Mutation', setupOrchestratorAccount: { __typename?: 'OrchestratorAccountPayload', created: boolean, account: { __typename?: 'User', id: string, email: string, displayName: string } } };

export type ConsoleSetupOrchestratorProjectsMutationVariables = Exact<{
  input: OrchestratorProjectsInput;
}>;


export type ConsoleSetupOrchestratorProjectsMutation = { __typename?: 'Mutation', setupOrchestratorProjects: Array<{ __typename?: 'OrchestratorMembership', projectKey: string, result: OrchestratorMembershipResult }> };

export type ConsoleSetupOrchestratorKeyMutationVariables = Exact<{
  input: OrchestratorKeyInput;
}>;


export type ConsoleSetupOrchestratorKeyMutation = { __typename?: 'Mutation', setupOrchestratorKey: { __typename?: 'CreateApiKeyPayload', token: string, apiKey: { __typename?: 'ApiKey', id: string, name: string, tokenPrefix: string } } };

export type ConsoleOrchestratorWorkflowsQueryVariables = Exact<{
  projectKeys: Array<Scalars['String']['input']> | Scalars['String']['input'];
  tracker?: InputMaybe<OrchestratorWorkflowTracker>;
}>;


export type ConsoleOrchestratorWorkflowsQuery = { __typename?: 'Query', orchestratorWorkflows: Array<{ __typename?: 'OrchestratorWorkflowFile', fileName: string, projectKeys: Array<string>, content: string }> };

export type ConsoleReactivateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleReactivateUserMutation = { __typename?: 'Mutation', reactivateUser: { __typename?: 'User', id: string, active: boolean } };

export type ConsoleTestOrchestratorConnectionMutationVariables = Exact<{
  input: OrchestratorConnectionTestInput;
}>;


export type ConsoleTestOrchestratorConnectionMutation = { __typename?: 'Mutation', testOrchestratorConnection: Array<{ __typename?: 'OrchestratorConnectionTest', projectKey: string, ok: boolean, status?: number | null, candidates: number, missingPermissions: Array<string>, message: string }> };

export type ConsoleFederationLinkFieldsFragment = { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string };

export type ConsoleFederationLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFederationLinksQuery = { __typename?: 'Query', federationLinks: { __typename?: 'FederationLinkConnection', nodes: Array<{ __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string }> } };

export type ConsoleFederationConflictsQueryVariables = Exact<{
  linkId: Scalars['ID']['input'];
}>;


export type ConsoleFederationConflictsQuery = { __typename?: 'Query', federationConflicts: { __typename?: 'FederationConflictConnection', nodes: Array<{ __typename?: 'FederationConflict', id: string, linkId: string, entityType: string, localId: string, fields: Record<string, unknown>, status: FederationConflictStatus, createdAt: string }> } };

export type ConsoleCreateFederationLinkMutationVariables = Exact<{
  input: CreateFederationLinkInput;
}>;


export type ConsoleCreateFederationLinkMutation = { __typename?: 'Mutation', createFederationLink: { __typename?: 'FederationLinkSecrets', incomingToken?: string | null, sharedSecret?: string | null, link: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } } };

export type ConsoleUpdateFederationLinkMutationVariables = Exact<{
  input: UpdateFederationLinkInput;
}>;


export type ConsoleUpdateFederationLinkMutation = { __typename?: 'Mutation', updateFederationLink: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsolePauseFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsolePauseFederationLinkMutation = { __typename?: 'Mutation', pauseFederationLink: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsoleResumeFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleResumeFederationLinkMutation = { __typename?: 'Mutation', resumeFederationLink: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsoleSetFederationLinkDryRunMutationVariables = Exact<{
  input: SetFederationLinkDryRunInput;
}>;


export type ConsoleSetFederationLinkDryRunMutation = { __typename?: 'Mutation', setFederationLinkDryRun: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsoleRotateFederationLinkTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRotateFederationLinkTokenMutation = { __typename?: 'Mutation', rotateFederationLinkToken: { __typename?: 'FederationLinkSecrets', incomingToken?: string | null, link: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } } };

export type ConsoleRotateFederationLinkSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRotateFederationLinkSecretMutation = { __typename?: 'Mutation', rotateFederationLinkSecret: { __typename?: 'FederationLinkSecrets', sharedSecret?: string | null, link: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } } };

export type ConsoleCheckFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleCheckFederationLinkMutation = { __typename?: 'Mutation', checkFederationLink: { __typename?: 'FederationLinkCheck', ok: boolean, error?: string | null, link: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } } };

export type ConsoleSyncFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleSyncFederationLinkMutation = { __typename?: 'Mutation', syncFederationLink: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsoleForceResyncFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleForceResyncFederationLinkMutation = { __typename?: 'Mutation', forceResyncFederationLink: { __typename?: 'FederationLink', id: string, name: string, remoteUrl: string, direction: FederationLinkDirection, pollIntervalSeconds: number, entityScope: Array<string>, projectFilter: Array<string>, incomingTokenPrefix: string, peerTokenSet: boolean, dryRun: boolean, paused: boolean, health: FederationLinkHealth, lastPolledAt?: string | null, lastSuccessAt?: string | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, lastPulledByPeerAt?: string | null, lastReconciledAt?: string | null, peerVersion?: string | null, createdAt: string } };

export type ConsoleDeleteFederationLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteFederationLinkMutation = { __typename?: 'Mutation', deleteFederationLink: string };

export type ConsoleResolveFederationConflictMutationVariables = Exact<{
  input: ResolveFederationConflictInput;
}>;


export type ConsoleResolveFederationConflictMutation = { __typename?: 'Mutation', resolveFederationConflict: { __typename?: 'FederationConflict', id: string, status: FederationConflictStatus, decidedAt?: string | null } };

export type ConsoleProjectFederationPairFieldsFragment = { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, note?: string | null, lastPolledAt?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } };

export type ConsoleProjectFederationInviteFieldsFragment = { __typename?: 'ProjectFederationInvite', id: string, projectId: string, preset: ProjectSharingPreset, note?: string | null, state: ProjectInviteState, expiresAt: string, createdAt: string };

export type ConsoleProjectFederationProjectQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ConsoleProjectFederationProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, key: string, name: string } };

export type ConsoleProjectFederationQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ConsoleProjectFederationQuery = { __typename?: 'Query', projectFederationPair?: { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, note?: string | null, lastPolledAt?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } } | null, projectFederationInvites: Array<{ __typename?: 'ProjectFederationInvite', id: string, projectId: string, preset: ProjectSharingPreset, note?: string | null, state: ProjectInviteState, expiresAt: string, createdAt: string }> };

export type ConsoleCreateProjectFederationInviteMutationVariables = Exact<{
  input: CreateProjectFederationInviteInput;
}>;


export type ConsoleCreateProjectFederationInviteMutation = { __typename?: 'Mutation', createProjectFederationInvite: { __typename?: 'CreatedProjectFederationInvite', token: string, qrCodePng: string, qrCodeSvg: string, invite: { __typename?: 'ProjectFederationInvite', id: string, projectId: string, preset: ProjectSharingPreset, note?: string | null, state: ProjectInviteState, expiresAt: string, createdAt: string } } };

export type ConsoleRevokeProjectFederationInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRevokeProjectFederationInviteMutation = { __typename?: 'Mutation', revokeProjectFederationInvite: { __typename?: 'ProjectFederationInvite', id: string, projectId: string, preset: ProjectSharingPreset, note?: string | null, state: ProjectInviteState, expiresAt: string, createdAt: string } };

export type ConsoleUpdateProjectFederationPairMutationVariables = Exact<{
  input: UpdateProjectFederationPairInput;
}>;


export type ConsoleUpdateProjectFederationPairMutation = { __typename?: 'Mutation', updateProjectFederationPair: { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, note?: string | null, lastPolledAt?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } } };

export type ConsolePauseProjectFederationPairMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsolePauseProjectFederationPairMutation = { __typename?: 'Mutation', pauseProjectFederationPair: { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, note?: string | null, lastPolledAt?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } } };

export type ConsoleResumeProjectFederationPairMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleResumeProjectFederationPairMutation = { __typename?: 'Mutation', resumeProjectFederationPair: { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, failedEvents: number, lastEventError?: string | null, note?: string | null, lastPolledAt?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } } };

export type ConsoleRevokeProjectFederationPairMutationVariables = Exact<{
  input: RevokeProjectFederationPairInput;
}>;


export type ConsoleRevokeProjectFederationPairMutation = { __typename?: 'Mutation', revokeProjectFederationPair: string };

export type ConsoleFederationConflictFieldsFragment = { __typename?: 'FederationConflict', id: string, linkId: string, entityType: string, localId: string, fields: Record<string, unknown>, status: FederationConflictStatus, createdAt: string };

export type ConsoleProjectFederationConflictsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ConsoleProjectFederationConflictsQuery = { __typename?: 'Query', projectFederationPair?: { __typename?: 'ProjectFederationPair', id: string, conflicts: { __typename?: 'FederationConflictConnection', nodes: Array<{ __typename?: 'FederationConflict', id: string, linkId: string, entityType: string, localId: string, fields: Record<string, unknown>, status: FederationConflictStatus, createdAt: string }> } } | null };

export type ConsoleFederationLinkEventFieldsFragment = { __typename?: 'FederationLinkEvent', seq: number, entityType: string, remoteId: string, op: FederationLinkEventOp, version: number, status: FederationLinkEventStatus, error?: string | null, attempts: number, nextAttemptAt?: string | null, createdAt: string, appliedAt?: string | null, summary?: string | null };

export type ConsoleFederationLinkEventsQueryVariables = Exact<{
  linkId: Scalars['ID']['input'];
  status?: InputMaybe<FederationLinkEventStatus>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleFederationLinkEventsQuery = { __typename?: 'Query', federationLinkEvents: { __typename?: 'FederationLinkEventConnection', nodes: Array<{ __typename?: 'FederationLinkEvent', seq: number, entityType: string, remoteId: string, op: FederationLinkEventOp, version: number, status: FederationLinkEventStatus, error?: string | null, attempts: number, nextAttemptAt?: string | null, createdAt: string, appliedAt?: string | null, summary?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleProjectFederationEventsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  status?: InputMaybe<FederationLinkEventStatus>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleProjectFederationEventsQuery = { __typename?: 'Query', projectFederationPair?: { __typename?: 'ProjectFederationPair', id: string, events: { __typename?: 'FederationLinkEventConnection', nodes: Array<{ __typename?: 'FederationLinkEvent', seq: number, entityType: string, remoteId: string, op: FederationLinkEventOp, version: number, status: FederationLinkEventStatus, error?: string | null, attempts: number, nextAttemptAt?: string | null, createdAt: string, appliedAt?: string | null, summary?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } | null };

export type ConsoleMailAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMailAccountsQuery = { __typename?: 'Query', mailAccounts: Array<{ __typename?: 'MailAccount', id: string, name: string, createdAt: string }> };

export type ConsoleCreateMailAccountMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type ConsoleCreateMailAccountMutation = { __typename?: 'Mutation', createMailAccount: { __typename?: 'MailAccount', id: string, name: string, createdAt: string } };

export type ConsoleMailApiKeysQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
}>;


export type ConsoleMailApiKeysQuery = { __typename?: 'Query', mailApiKeys: Array<{ __typename?: 'MailApiKey', id: string, name: string, tokenPrefix: string, access: MailKeyAccess, domainId?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, createdAt: string }> };

export type ConsoleCreateMailApiKeyMutationVariables = Exact<{
  input: CreateMailApiKeyInput;
}>;


export type ConsoleCreateMailApiKeyMutation = { __typename?: 'Mutation', createMailApiKey: { __typename?: 'CreateMailApiKeyPayload', token: string, apiKey: { __typename?: 'MailApiKey', id: string, name: string, tokenPrefix: string, access: MailKeyAccess, domainId?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, createdAt: string } } };

export type ConsoleRevokeMailApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRevokeMailApiKeyMutation = { __typename?: 'Mutation', revokeMailApiKey: { __typename?: 'MailApiKey', id: string, revokedAt?: string | null } };

export type ConsoleDnsRecordFragment = { __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null };

export type ConsoleSenderDomainFieldsFragment = { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, spfAlreadyIncluded: boolean, dmarcRecommended: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }> };

export type ConsoleSenderDomainsQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleSenderDomainsQuery = { __typename?: 'Query', senderDomains: { __typename?: 'SenderDomainConnection', nodes: Array<{ __typename?: 'SenderDomain', id: string, domain: string, verificationStatus: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleSenderDomainQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleSenderDomainQuery = { __typename?: 'Query', senderDomain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, spfAlreadyIncluded: boolean, dmarcRecommended: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }> } };

export type ConsoleCreateSenderDomainMutationVariables = Exact<{
  input: CreateSenderDomainInput;
}>;


export type ConsoleCreateSenderDomainMutation = { __typename?: 'Mutation', createSenderDomain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, spfAlreadyIncluded: boolean, dmarcRecommended: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }> } };

export type ConsoleVerifySenderDomainMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleVerifySenderDomainMutation = { __typename?: 'Mutation', verifySenderDomain: { __typename?: 'VerifySenderDomainPayload', domain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, spfAlreadyIncluded: boolean, dmarcRecommended: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }> }, checks: Array<{ __typename?: 'DnsRecordCheck', record: string, name: string, type: string, status: string, required: boolean, seen: Array<string> }> } };

export type ConsoleUpdateSenderDomainMutationVariables = Exact<{
  input: UpdateSenderDomainInput;
}>;


export type ConsoleUpdateSenderDomainMutation = { __typename?: 'Mutation', updateSenderDomain: { __typename?: 'SenderDomain', id: string, openTracking: boolean } };

export type ConsoleDeleteSenderDomainMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteSenderDomainMutation = { __typename?: 'Mutation', deleteSenderDomain: { __typename?: 'SenderDomain', id: string } };

export type ConsoleSenderDomainDnsProviderQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleSenderDomainDnsProviderQuery = { __typename?: 'Query', senderDomainDnsProvider: { __typename?: 'DnsProviderDetection', provider?: string | null, supported: boolean, nameservers: Array<string> } };

export type ConsoleAutoSetupSenderDomainDnsMutationVariables = Exact<{
  input: AutoSetupSenderDomainDnsInput;
}>;


export type ConsoleAutoSetupSenderDomainDnsMutation = { __typename?: 'Mutation', autoSetupSenderDomainDns: { __typename?: 'AutoSetupSenderDomainDnsPayload', domain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, spfAlreadyIncluded: boolean, dmarcRecommended: string, openTracking: boolean, createdAt: string, lastCheckedAt?: string | null, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null, priority?: number | null }> }, records: Array<{ __typename?: 'DnsRecordSetup', record: string, name: string, type: string, action: string }> } };

export type ConsoleTemplateFieldsFragment = { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string };

export type ConsoleTemplatesQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleTemplatesQuery = { __typename?: 'Query', templates: { __typename?: 'MailTemplateConnection', nodes: Array<{ __typename?: 'MailTemplate', id: string, name: string, subject: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleTemplateQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleTemplateQuery = { __typename?: 'Query', template: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type ConsoleRenderTemplateQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
}>;


export type ConsoleRenderTemplateQuery = { __typename?: 'Query', renderTemplate: { __typename?: 'MailRenderedTemplate', subject: string, html?: string | null, text?: string | null } };

export type ConsoleCreateTemplateMutationVariables = Exact<{
  input: CreateTemplateInput;
}>;


export type ConsoleCreateTemplateMutation = { __typename?: 'Mutation', createTemplate: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type ConsoleUpdateTemplateMutationVariables = Exact<{
  input: UpdateTemplateInput;
}>;


export type ConsoleUpdateTemplateMutation = { __typename?: 'Mutation', updateTemplate: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type ConsoleDeleteTemplateMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteTemplateMutation = { __typename?: 'Mutation', deleteTemplate: { __typename?: 'MailTemplate', id: string } };

export type ConsoleSuppressionsQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleSuppressionsQuery = { __typename?: 'Query', suppressions: { __typename?: 'SuppressionConnection', nodes: Array<{ __typename?: 'Suppression', id: string, email: string, reason: string, source?: Record<string, unknown> | null, addedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleAddSuppressionMutationVariables = Exact<{
  input: AddSuppressionInput;
}>;


export type ConsoleAddSuppressionMutation = { __typename?: 'Mutation', addSuppression: { __typename?: 'Suppression', id: string, email: string, reason: string, source?: Record<string, unknown> | null, addedAt: string } };

export type ConsoleRemoveSuppressionMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
}>;


export type ConsoleRemoveSuppressionMutation = { __typename?: 'Mutation', removeSuppression: { __typename?: 'Suppression', id: string, email: string } };

export type ConsoleWebhookFieldsFragment = { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null };

export type ConsoleWebhooksQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleWebhooksQuery = { __typename?: 'Query', webhooks: { __typename?: 'MailWebhookConnection', nodes: Array<{ __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ConsoleCreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'MailWebhookSecretPayload', secret: string, webhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } } };

export type ConsoleUpdateWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type ConsoleUpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } };

export type ConsoleDeleteWebhookMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: { __typename?: 'MailWebhook', id: string } };

export type ConsoleRotateWebhookSecretMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleRotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'MailWebhookSecretPayload', secret: string, webhook: { __typename?: 'MailWebhook', id: string, updatedAt: string } } };

export type ConsoleWebhookDeliveryFieldsFragment = { __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string };

export type ConsoleWebhookQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleWebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null }, mailWebhookDeliveries: { __typename?: 'MailWebhookDeliveryConnection', nodes: Array<{ __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleReplayWebhookDeliveryMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
  deliveryId: Scalars['ID']['input'];
}>;


export type ConsoleReplayWebhookDeliveryMutation = { __typename?: 'Mutation', replayMailWebhookDelivery: { __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string } };

export type ConsoleMailQuotaQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
}>;


export type ConsoleMailQuotaQuery = { __typename?: 'Query', mailQuota: { __typename?: 'MailQuota', period: string, base: number, overageCap: number, used: number, remaining: number, resetsAt: string, history: Array<{ __typename?: 'MailUsageMonth', period: string, used: number, overage: number }> } };

export type ConsoleMailMessagesQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleMailMessagesQuery = { __typename?: 'Query', mailMessages: { __typename?: 'MessageConnection', nodes: Array<{ __typename?: 'MailMessage', id: string, status: string, from: string, to: string, subject?: string | null, templateId?: string | null, templateName?: string | null, createdAt: string, events: Array<{ __typename?: 'MailEvent', id: string, event: string, timestamp: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleMailMessageQueryVariables = Exact<{
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConsoleMailMessageQuery = { __typename?: 'Query', mailMessage: { __typename?: 'MailMessage', id: string, status: string, from: string, to: string, cc: Array<string>, bcc: Array<string>, replyTo: Array<string>, subject?: string | null, templateId?: string | null, templateName?: string | null, tags: Record<string, unknown>, messageIdHeader: string, attempts: number, nextAttemptAt?: string | null, lastError?: string | null, openedAt?: string | null, createdAt: string, recipients: Array<{ __typename?: 'MailMessageRecipient', email: string, kind: string, status: string, smtpResponse?: string | null }>, events: Array<{ __typename?: 'MailEvent', id: string, event: string, timestamp: string, data: Record<string, unknown> }> } };

export type ConsolePersonFieldsFragment = { __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null };

export type ConsolePeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePeopleQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null }> };

export type ConsolePeopleInviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type ConsolePeopleInviteUserMutation = { __typename?: 'Mutation', inviteUser: { __typename?: 'InviteUserPayload', token: string, acceptUrl: string, invite: { __typename?: 'UserInvite', id: string, email: string } } };

export type ConsolePeopleUpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type ConsolePeopleUpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null } };

export type ConsolePeopleDeactivateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsolePeopleDeactivateUserMutation = { __typename?: 'Mutation', deactivateUser: { __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null } };

export type ConsolePeopleReactivateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsolePeopleReactivateUserMutation = { __typename?: 'Mutation', reactivateUser: { __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null } };

export type ConsoleOpenInvitesQueryVariables = Exact<{
  status: InviteStatus;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleOpenInvitesQuery = { __typename?: 'Query', userInvites: { __typename?: 'UserInviteConnection', nodes: Array<{ __typename?: 'UserInvite', id: string, email: string, globalRole: GlobalRole, status: InviteStatus, expiresAt: string, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleResendInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleResendInviteMutation = { __typename?: 'Mutation', resendInvite: { __typename?: 'InviteUserPayload', token: string, acceptUrl: string, invite: { __typename?: 'UserInvite', id: string, email: string, status: InviteStatus, expiresAt: string } } };

export type ConsoleRevokeInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRevokeInviteMutation = { __typename?: 'Mutation', revokeInvite: { __typename?: 'UserInvite', id: string, status: InviteStatus, revokedAt?: string | null } };

export type ConsolePeopleCreateBotMutationVariables = Exact<{
  input: CreateBotInput;
}>;


export type ConsolePeopleCreateBotMutation = { __typename?: 'Mutation', createBot: { __typename?: 'User', id: string, kind: UserKind, email: string, displayName: string, globalRole: GlobalRole, active: boolean, deactivatedAt?: string | null, createdAt: string, owner?: { __typename?: 'User', id: string, displayName: string } | null } };

export type ConsoleBotKeysQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ConsoleBotKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, tokenPrefix: string, scopes: Array<string>, createdAt: string, expiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null }> };

export type ConsoleApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, tokenPrefix: string, scopes: Array<string>, createdAt: string, expiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null }> };

export type ConsoleCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ConsoleCreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreateApiKeyPayload', token: string, apiKey: { __typename?: 'ApiKey', id: string } } };

export type ConsoleRevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleRevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, revokedAt?: string | null } };

export type ConsoleProjectsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleProjectsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectConnection', nodes: Array<{ __typename?: 'Project', id: string, key: string, name: string, description: string, federationPair?: { __typename?: 'ProjectFederationPair', id: string, partnerName: string, state: ProjectPairState, lastError?: string | null } | null, members: Array<{ __typename?: 'ProjectMember', userId: string, role: ProjectRole }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ConsoleCreateProjectMutation = { __typename?: 'Mutation', createProject: { __typename?: 'Project', id: string, key: string, name: string } };

export type ConsoleLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ConsoleLoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', token: string, expiresAt: string, user: { __typename?: 'User', id: string } } };

export type ConsoleLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type ConsoleViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleViewerQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, displayName: string, email: string, globalRole: GlobalRole } };

export type ConsoleSettingsMilestoneFragment = { __typename?: 'Milestone', id: string, name: string, description: string, dueDate?: any | null, private: boolean, budgetAmount?: number | null };

export type ConsoleSettingsVersionFragment = { __typename?: 'Version', id: string, name: string, releaseDate?: any | null, released: boolean };

export type ConsoleProjectSettingsQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ConsoleProjectSettingsQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, key: string, name: string, description: string, gitRepositoryUrl?: string | null, budget?: { __typename?: 'ProjectBudget', currency?: string | null } | null, members: Array<{ __typename?: 'ProjectMember', id: string, userId: string, role: ProjectRole, user: { __typename?: 'User', id: string, displayName: string, email: string, peer?: string | null } }>, statuses: Array<{ __typename?: 'Status', id: string, name: string, category: StatusCategory, position: number }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }>, milestones: Array<{ __typename?: 'Milestone', id: string, name: string, description: string, dueDate?: any | null, private: boolean, budgetAmount?: number | null }>, versions: Array<{ __typename?: 'Version', id: string, name: string, releaseDate?: any | null, released: boolean }> } };

export type ConsoleWorkspaceUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWorkspaceUsersQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, displayName: string, email: string, kind: UserKind, peer?: string | null }> };

export type ConsoleUpdateProjectMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ConsoleUpdateProjectMutation = { __typename?: 'Mutation', updateProject: { __typename?: 'Project', id: string, name: string, description: string, gitRepositoryUrl?: string | null } };

export type ConsoleDeleteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteProjectMutation = { __typename?: 'Mutation', deleteProject: boolean };

export type ConsoleAddProjectMemberMutationVariables = Exact<{
  input: ProjectMemberInput;
}>;


export type ConsoleAddProjectMemberMutation = { __typename?: 'Mutation', addProjectMember: { __typename?: 'ProjectMember', id: string, userId: string, role: ProjectRole } };

export type ConsoleUpdateProjectMemberMutationVariables = Exact<{
  input: ProjectMemberInput;
}>;


export type ConsoleUpdateProjectMemberMutation = { __typename?: 'Mutation', updateProjectMember: { __typename?: 'ProjectMember', id: string, userId: string, role: ProjectRole } };

export type ConsoleRemoveProjectMemberMutationVariables = Exact<{
  input: RemoveProjectMemberInput;
}>;


export type ConsoleRemoveProjectMemberMutation = { __typename?: 'Mutation', removeProjectMember: boolean };

export type ConsoleCreateStatusMutationVariables = Exact<{
  input: CreateStatusInput;
}>;


export type ConsoleCreateStatusMutation = { __typename?: 'Mutation', createStatus: { __typename?: 'Status', id: string, name: string, category: StatusCategory, position: number } };

export type ConsoleUpdateStatusMutationVariables = Exact<{
  input: UpdateStatusInput;
}>;


export type ConsoleUpdateStatusMutation = { __typename?: 'Mutation', updateStatus: { __typename?: 'Status', id: string, name: string, category: StatusCategory } };

export type ConsoleReorderStatusesMutationVariables = Exact<{
  input: ReorderStatusesInput;
}>;


export type ConsoleReorderStatusesMutation = { __typename?: 'Mutation', reorderStatuses: Array<{ __typename?: 'Status', id: string, position: number }> };

export type ConsoleDeleteStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  moveTicketsTo?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ConsoleDeleteStatusMutation = { __typename?: 'Mutation', deleteStatus: boolean };

export type ConsoleCreateLabelMutationVariables = Exact<{
  input: CreateLabelInput;
}>;


export type ConsoleCreateLabelMutation = { __typename?: 'Mutation', createLabel: { __typename?: 'Label', id: string, name: string, color: string } };

export type ConsoleUpdateLabelMutationVariables = Exact<{
  input: UpdateLabelInput;
}>;


export type ConsoleUpdateLabelMutation = { __typename?: 'Mutation', updateLabel: { __typename?: 'Label', id: string, name: string, color: string } };

export type ConsoleDeleteLabelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteLabelMutation = { __typename?: 'Mutation', deleteLabel: boolean };

export type ConsoleCreateMilestoneMutationVariables = Exact<{
  input: CreateMilestoneInput;
}>;


export type ConsoleCreateMilestoneMutation = { __typename?: 'Mutation', createMilestone: { __typename?: 'Milestone', id: string, name: string, description: string, dueDate?: any | null, private: boolean, budgetAmount?: number | null } };

export type ConsoleUpdateMilestoneMutationVariables = Exact<{
  input: UpdateMilestoneInput;
}>;


export type ConsoleUpdateMilestoneMutation = { __typename?: 'Mutation', updateMilestone: { __typename?: 'Milestone', id: string, name: string, description: string, dueDate?: any | null, private: boolean, budgetAmount?: number | null } };

export type ConsoleDeleteMilestoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteMilestoneMutation = { __typename?: 'Mutation', deleteMilestone: boolean };

export type ConsoleCreateVersionMutationVariables = Exact<{
  input: CreateVersionInput;
}>;


export type ConsoleCreateVersionMutation = { __typename?: 'Mutation', createVersion: { __typename?: 'Version', id: string, name: string, releaseDate?: any | null, released: boolean } };

export type ConsoleUpdateVersionMutationVariables = Exact<{
  input: UpdateVersionInput;
}>;


export type ConsoleUpdateVersionMutation = { __typename?: 'Mutation', updateVersion: { __typename?: 'Version', id: string, name: string, releaseDate?: any | null, released: boolean } };

export type ConsoleDeleteVersionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteVersionMutation = { __typename?: 'Mutation', deleteVersion: boolean };

export type ConsoleAttachmentFragment = { __typename?: 'Attachment', id: string, filename: string, contentType: string, size: number, downloadUrl: string, createdAt: string };

export type ConsoleTicketQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ConsoleTicketQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, key: string, title: string, description: string, priority: TicketPriority, private: boolean, estimatedMinutes?: number | null, loggedMinutes: number, createdAt: string, updatedAt: string, commentCount: number, project: { __typename?: 'Project', id: string, key: string, name: string, statuses: Array<{ __typename?: 'Status', id: string, name: string, category: StatusCategory }>, members: Array<{ __typename?: 'ProjectMember', id: string, role: ProjectRole, user: { __typename?: 'User', id: string, displayName: string, peer?: string | null } }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }>, milestones: Array<{ __typename?: 'Milestone', id: string, name: string }>, versions: Array<{ __typename?: 'Version', id: string, name: string }> }, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, reporter: { __typename?: 'User', id: string, displayName: string, peer?: string | null }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }>, milestone?: { __typename?: 'Milestone', id: string, name: string } | null, version?: { __typename?: 'Version', id: string, name: string } | null, accessList: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, blockedBy: Array<{ __typename?: 'Ticket', id: string, key: string, title: string }>, blocks: Array<{ __typename?: 'Ticket', id: string, key: string, title: string }>, attachments: Array<{ __typename?: 'Attachment', id: string, filename: string, contentType: string, size: number, downloadUrl: string, createdAt: string }>, comments: { __typename?: 'CommentConnection', nodes: Array<{ __typename?: 'Comment', id: string, body: string, internal: boolean, createdAt: string, author: { __typename?: 'User', id: string, displayName: string, peer?: string | null }, attachments: Array<{ __typename?: 'Attachment', id: string, filename: string, contentType: string, size: number, downloadUrl: string, createdAt: string }> }> }, agentSessions: Array<{ __typename?: 'AgentSession', sessionId: string }> } };

export type ConsoleTicketAgentSessionsQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ConsoleTicketAgentSessionsQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, agentSessions: Array<{ __typename?: 'AgentSession', sessionId: string, state: AgentSessionState, startedAt: string, lastEventAt: string, endReason?: string | null, turnsCompleted: number, turnsFailed: number, totalTokens: number, events: Array<{ __typename?: 'AgentEvent', id: string, event: string, occurredAt: string, reason?: string | null, message?: string | null, inputTokens?: number | null, outputTokens?: number | null, totalTokens?: number | null }> }> } };

export type ConsoleUpdateTicketMutationVariables = Exact<{
  input: UpdateTicketInput;
}>;


export type ConsoleUpdateTicketMutation = { __typename?: 'Mutation', updateTicket: { __typename?: 'Ticket', id: string, title: string, description: string, priority: TicketPriority, private: boolean, estimatedMinutes?: number | null, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }>, milestone?: { __typename?: 'Milestone', id: string, name: string } | null, version?: { __typename?: 'Version', id: string, name: string } | null, accessList: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }> } };

export type ConsoleDeleteTicketMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleDeleteTicketMutation = { __typename?: 'Mutation', deleteTicket: boolean };

export type ConsoleAddTicketDependencyMutationVariables = Exact<{
  input: TicketDependencyInput;
}>;


export type ConsoleAddTicketDependencyMutation = { __typename?: 'Mutation', addTicketDependency: { __typename?: 'TicketDependency', id: string } };

export type ConsoleRemoveTicketDependencyMutationVariables = Exact<{
  input: TicketDependencyInput;
}>;


export type ConsoleRemoveTicketDependencyMutation = { __typename?: 'Mutation', removeTicketDependency: boolean };

export type ConsoleTicketByKeyQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ConsoleTicketByKeyQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, key: string } };

export type ConsoleCreateCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type ConsoleCreateCommentMutation = { __typename?: 'Mutation', createComment: { __typename?: 'Comment', id: string } };

export type ConsoleLogTimeMutationVariables = Exact<{
  input: LogTimeInput;
}>;


export type ConsoleLogTimeMutation = { __typename?: 'Mutation', logTime: { __typename?: 'TimeEntry', id: string, ticket?: { __typename?: 'Ticket', id: string, loggedMinutes: number } | null } };

export type ConsoleTicketRowFragment = { __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, private: boolean, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }> };

export type ConsoleTicketPageFragment = { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, private: boolean, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

export type ConsoleProjectTicketsQueryVariables = Exact<{
  key: Scalars['String']['input'];
  statusCategory?: InputMaybe<Array<StatusCategory> | StatusCategory>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<TicketOrder>;
}>;


export type ConsoleProjectTicketsQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, key: string, name: string, federationPair?: { __typename?: 'ProjectFederationPair', id: string, partnerName: string, state: ProjectPairState } | null, members: Array<{ __typename?: 'ProjectMember', id: string, role: ProjectRole, user: { __typename?: 'User', id: string, displayName: string, peer?: string | null } }>, labels: Array<{ __typename?: 'Label', id: string, name: string }>, tickets: { __typename?: 'TicketConnection', totalCount: number, nodes: Array<{ __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, private: boolean, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type ConsoleProjectTicketPageQueryVariables = Exact<{
  key: Scalars['String']['input'];
  after: Scalars['String']['input'];
  statusCategory?: InputMaybe<Array<StatusCategory> | StatusCategory>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<TicketOrder>;
}>;


export type ConsoleProjectTicketPageQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, tickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, private: boolean, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type ConsoleSearchTicketsQueryVariables = Exact<{
  projectKey: Scalars['String']['input'];
  query: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  statusCategory?: InputMaybe<Array<StatusCategory> | StatusCategory>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleSearchTicketsQuery = { __typename?: 'Query', searchTickets: { __typename?: 'TicketConnection', totalCount: number, nodes: Array<{ __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, private: boolean, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', id: string, displayName: string, peer?: string | null }>, labels: Array<{ __typename?: 'Label', id: string, name: string, color: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ConsoleCreateTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type ConsoleCreateTicketMutation = { __typename?: 'Mutation', createTicket: { __typename?: 'Ticket', id: string, key: string } };

export type ConsolePersonFragment = { __typename?: 'User', id: string, displayName: string, peer?: string | null };

export const ConsoleEmailDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<ConsoleEmailDeliveryFieldsFragment, unknown>;
export const ConsoleWorkspaceWebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceWebhookFieldsFragment, unknown>;
export const ConsoleFederationLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleFederationLinkFieldsFragment, unknown>;
export const ConsoleProjectFederationPairFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationPairFieldsFragment, unknown>;
export const ConsoleProjectFederationInviteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationInviteFieldsFragment, unknown>;
export const ConsoleFederationConflictFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationConflictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"localId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleFederationConflictFieldsFragment, unknown>;
export const ConsoleFederationLinkEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLinkEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"remoteId"}},{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<ConsoleFederationLinkEventFieldsFragment, unknown>;
export const ConsoleDnsRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<ConsoleDnsRecordFragment, unknown>;
export const ConsoleSenderDomainFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"spfAlreadyIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<ConsoleSenderDomainFieldsFragment, unknown>;
export const ConsoleTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleTemplateFieldsFragment, unknown>;
export const ConsoleWebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleWebhookFieldsFragment, unknown>;
export const ConsoleWebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleWebhookDeliveryFieldsFragment, unknown>;
export const ConsolePersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePersonFieldsFragment, unknown>;
export const ConsoleSettingsMilestoneFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsMilestone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"budgetAmount"}}]}}]} as unknown as DocumentNode<ConsoleSettingsMilestoneFragment, unknown>;
export const ConsoleSettingsVersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]} as unknown as DocumentNode<ConsoleSettingsVersionFragment, unknown>;
export const ConsoleAttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleAttachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleAttachmentFragment, unknown>;
export const ConsolePersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}}]} as unknown as DocumentNode<ConsolePersonFragment, unknown>;
export const ConsoleTicketRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}}]} as unknown as DocumentNode<ConsoleTicketRowFragment, unknown>;
export const ConsoleTicketPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleTicketPageFragment, unknown>;
export const ConsoleAcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConsoleAcceptInviteMutation, ConsoleAcceptInviteMutationVariables>;
export const ConsoleRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleRequestPasswordResetMutation, ConsoleRequestPasswordResetMutationVariables>;
export const ConsoleResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleResetPasswordMutation, ConsoleResetPasswordMutationVariables>;
export const ConsoleInviteByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleInviteByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleInviteByTokenQuery, ConsoleInviteByTokenQueryVariables>;
export const ConsoleEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleEmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<ConsoleEmailDeliveryQuery, ConsoleEmailDeliveryQueryVariables>;
export const ConsoleConnectEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleConnectEmailDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectEmailDeliveryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectEmailDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<ConsoleConnectEmailDeliveryMutation, ConsoleConnectEmailDeliveryMutationVariables>;
export const ConsoleConfigureEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleConfigureEmailDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigureEmailDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configureEmailDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<ConsoleConfigureEmailDeliveryMutation, ConsoleConfigureEmailDeliveryMutationVariables>;
export const ConsoleDisconnectEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDisconnectEmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectEmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleEmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]} as unknown as DocumentNode<ConsoleDisconnectEmailDeliveryMutation, ConsoleDisconnectEmailDeliveryMutationVariables>;
export const ConsoleMailAccountDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailAccountDomains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMailAccountDomainsQuery, ConsoleMailAccountDomainsQueryVariables>;
export const ConsoleSendTestEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSendTestEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleSendTestEmailMutation, ConsoleSendTestEmailMutationVariables>;
export const ConsoleTestEmailStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTestEmailStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<ConsoleTestEmailStatusQuery, ConsoleTestEmailStatusQueryVariables>;
export const ConsoleWorkspaceWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWorkspaceWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceWebhooksQuery, ConsoleWorkspaceWebhooksQueryVariables>;
export const ConsoleWorkspaceWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceWebhookDeliveriesQuery, ConsoleWorkspaceWebhookDeliveriesQueryVariables>;
export const ConsoleCreateWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleCreateWorkspaceWebhookMutation, ConsoleCreateWorkspaceWebhookMutationVariables>;
export const ConsoleUpdateWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleUpdateWorkspaceWebhookMutation, ConsoleUpdateWorkspaceWebhookMutationVariables>;
export const ConsoleDeleteWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteWorkspaceWebhookMutation, ConsoleDeleteWorkspaceWebhookMutationVariables>;
export const ConsoleRotateWorkspaceWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateWorkspaceWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWorkspaceWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWorkspaceWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleRotateWorkspaceWebhookSecretMutation, ConsoleRotateWorkspaceWebhookSecretMutationVariables>;
export const ConsoleOrchestratorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOrchestratorChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleOrchestratorChoicesQuery, ConsoleOrchestratorChoicesQueryVariables>;
export const ConsoleSetupOrchestratorAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetupOrchestratorAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetupOrchestratorAccountMutation, ConsoleSetupOrchestratorAccountMutationVariables>;
export const ConsoleSetupOrchestratorProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetupOrchestratorProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorProjectsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectKey"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetupOrchestratorProjectsMutation, ConsoleSetupOrchestratorProjectsMutationVariables>;
export const ConsoleSetupOrchestratorKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetupOrchestratorKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetupOrchestratorKeyMutation, ConsoleSetupOrchestratorKeyMutationVariables>;
export const ConsoleOrchestratorWorkflowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOrchestratorWorkflows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tracker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorWorkflowTracker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorWorkflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tracker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"projectKeys"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ConsoleOrchestratorWorkflowsQuery, ConsoleOrchestratorWorkflowsQueryVariables>;
export const ConsoleReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ConsoleReactivateUserMutation, ConsoleReactivateUserMutationVariables>;
export const ConsoleTestOrchestratorConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestOrchestratorConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorConnectionTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testOrchestratorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectKey"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"missingPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleTestOrchestratorConnectionMutation, ConsoleTestOrchestratorConnectionMutationVariables>;
export const ConsoleFederationLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFederationLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleFederationLinksQuery, ConsoleFederationLinksQueryVariables>;
export const ConsoleFederationConflictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFederationConflicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationConflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationConflictFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationConflictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"localId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleFederationConflictsQuery, ConsoleFederationConflictsQueryVariables>;
export const ConsoleCreateFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFederationLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomingToken"}},{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleCreateFederationLinkMutation, ConsoleCreateFederationLinkMutationVariables>;
export const ConsoleUpdateFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFederationLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleUpdateFederationLinkMutation, ConsoleUpdateFederationLinkMutationVariables>;
export const ConsolePauseFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePauseFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsolePauseFederationLinkMutation, ConsolePauseFederationLinkMutationVariables>;
export const ConsoleResumeFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResumeFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleResumeFederationLinkMutation, ConsoleResumeFederationLinkMutationVariables>;
export const ConsoleSetFederationLinkDryRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetFederationLinkDryRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetFederationLinkDryRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFederationLinkDryRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleSetFederationLinkDryRunMutation, ConsoleSetFederationLinkDryRunMutationVariables>;
export const ConsoleRotateFederationLinkTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateFederationLinkToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateFederationLinkToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomingToken"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleRotateFederationLinkTokenMutation, ConsoleRotateFederationLinkTokenMutationVariables>;
export const ConsoleRotateFederationLinkSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateFederationLinkSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateFederationLinkSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleRotateFederationLinkSecretMutation, ConsoleRotateFederationLinkSecretMutationVariables>;
export const ConsoleCheckFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCheckFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleCheckFederationLinkMutation, ConsoleCheckFederationLinkMutationVariables>;
export const ConsoleSyncFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSyncFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleSyncFederationLinkMutation, ConsoleSyncFederationLinkMutationVariables>;
export const ConsoleForceResyncFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleForceResyncFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceResyncFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"pollIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"entityScope"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilter"}},{"kind":"Field","name":{"kind":"Name","value":"incomingTokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"peerTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledByPeerAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"peerVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleForceResyncFederationLinkMutation, ConsoleForceResyncFederationLinkMutationVariables>;
export const ConsoleDeleteFederationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteFederationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFederationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteFederationLinkMutation, ConsoleDeleteFederationLinkMutationVariables>;
export const ConsoleResolveFederationConflictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResolveFederationConflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveFederationConflictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveFederationConflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleResolveFederationConflictMutation, ConsoleResolveFederationConflictMutationVariables>;
export const ConsoleProjectFederationProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectFederationProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationProjectQuery, ConsoleProjectFederationProjectQueryVariables>;
export const ConsoleProjectFederationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectFederation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFederationInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationQuery, ConsoleProjectFederationQueryVariables>;
export const ConsoleCreateProjectFederationInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateProjectFederationInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectFederationInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProjectFederationInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodePng"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleCreateProjectFederationInviteMutation, ConsoleCreateProjectFederationInviteMutationVariables>;
export const ConsoleRevokeProjectFederationInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeProjectFederationInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeProjectFederationInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationInviteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleRevokeProjectFederationInviteMutation, ConsoleRevokeProjectFederationInviteMutationVariables>;
export const ConsoleUpdateProjectFederationPairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateProjectFederationPair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectFederationPairInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleUpdateProjectFederationPairMutation, ConsoleUpdateProjectFederationPairMutationVariables>;
export const ConsolePauseProjectFederationPairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePauseProjectFederationPair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseProjectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsolePauseProjectFederationPairMutation, ConsolePauseProjectFederationPairMutationVariables>;
export const ConsoleResumeProjectFederationPairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResumeProjectFederationPair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeProjectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleProjectFederationPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFederationPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastPolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleResumeProjectFederationPairMutation, ConsoleResumeProjectFederationPairMutationVariables>;
export const ConsoleRevokeProjectFederationPairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeProjectFederationPair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeProjectFederationPairInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeProjectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleRevokeProjectFederationPairMutation, ConsoleRevokeProjectFederationPairMutationVariables>;
export const ConsoleProjectFederationConflictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectFederationConflicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationConflictFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationConflictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"localId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationConflictsQuery, ConsoleProjectFederationConflictsQueryVariables>;
export const ConsoleFederationLinkEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFederationLinkEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLinkEventStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationLinkEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLinkEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"remoteId"}},{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<ConsoleFederationLinkEventsQuery, ConsoleFederationLinkEventsQueryVariables>;
export const ConsoleProjectFederationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectFederationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLinkEventStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectFederationPair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFederationLinkEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFederationLinkEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FederationLinkEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"remoteId"}},{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<ConsoleProjectFederationEventsQuery, ConsoleProjectFederationEventsQueryVariables>;
export const ConsoleMailAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleMailAccountsQuery, ConsoleMailAccountsQueryVariables>;
export const ConsoleCreateMailAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateMailAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMailAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateMailAccountMutation, ConsoleCreateMailAccountMutationVariables>;
export const ConsoleMailApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailApiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"domainId"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleMailApiKeysQuery, ConsoleMailApiKeysQueryVariables>;
export const ConsoleCreateMailApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateMailApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMailApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMailApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"domainId"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateMailApiKeyMutation, ConsoleCreateMailApiKeyMutationVariables>;
export const ConsoleRevokeMailApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeMailApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMailApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokeMailApiKeyMutation, ConsoleRevokeMailApiKeyMutationVariables>;
export const ConsoleSenderDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSenderDomains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSenderDomainsQuery, ConsoleSenderDomainsQueryVariables>;
export const ConsoleSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSenderDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"spfAlreadyIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<ConsoleSenderDomainQuery, ConsoleSenderDomainQueryVariables>;
export const ConsoleCreateSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSenderDomainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSenderDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"spfAlreadyIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<ConsoleCreateSenderDomainMutation, ConsoleCreateSenderDomainMutationVariables>;
export const ConsoleVerifySenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleVerifySenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSenderDomainFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"spfAlreadyIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<ConsoleVerifySenderDomainMutation, ConsoleVerifySenderDomainMutationVariables>;
export const ConsoleUpdateSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSenderDomainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateSenderDomainMutation, ConsoleUpdateSenderDomainMutationVariables>;
export const ConsoleDeleteSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteSenderDomainMutation, ConsoleDeleteSenderDomainMutationVariables>;
export const ConsoleSenderDomainDnsProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSenderDomainDnsProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomainDnsProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}},{"kind":"Field","name":{"kind":"Name","value":"nameservers"}}]}}]}}]} as unknown as DocumentNode<ConsoleSenderDomainDnsProviderQuery, ConsoleSenderDomainDnsProviderQueryVariables>;
export const ConsoleAutoSetupSenderDomainDnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAutoSetupSenderDomainDns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoSetupSenderDomainDnsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoSetupSenderDomainDns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSenderDomainFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleDnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"spfAlreadyIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleDnsRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<ConsoleAutoSetupSenderDomainDnsMutation, ConsoleAutoSetupSenderDomainDnsMutationVariables>;
export const ConsoleTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTemplatesQuery, ConsoleTemplatesQueryVariables>;
export const ConsoleTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleTemplateQuery, ConsoleTemplateQueryVariables>;
export const ConsoleRenderTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRenderTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variables"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"variables"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variables"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<ConsoleRenderTemplateQuery, ConsoleRenderTemplateQueryVariables>;
export const ConsoleCreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleCreateTemplateMutation, ConsoleCreateTemplateMutationVariables>;
export const ConsoleUpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleUpdateTemplateMutation, ConsoleUpdateTemplateMutationVariables>;
export const ConsoleDeleteTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteTemplateMutation, ConsoleDeleteTemplateMutationVariables>;
export const ConsoleSuppressionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSuppressions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppressions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSuppressionsQuery, ConsoleSuppressionsQueryVariables>;
export const ConsoleAddSuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddSuppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSuppressionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSuppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleAddSuppressionMutation, ConsoleAddSuppressionMutationVariables>;
export const ConsoleRemoveSuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRemoveSuppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSuppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConsoleRemoveSuppressionMutation, ConsoleRemoveSuppressionMutationVariables>;
export const ConsoleWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleWebhooksQuery, ConsoleWebhooksQueryVariables>;
export const ConsoleCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleCreateWebhookMutation, ConsoleCreateWebhookMutationVariables>;
export const ConsoleUpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<ConsoleUpdateWebhookMutation, ConsoleUpdateWebhookMutationVariables>;
export const ConsoleDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteWebhookMutation, ConsoleDeleteWebhookMutationVariables>;
export const ConsoleRotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRotateWebhookSecretMutation, ConsoleRotateWebhookSecretMutationVariables>;
export const ConsoleWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleWebhookQuery, ConsoleWebhookQueryVariables>;
export const ConsoleReplayWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReplayWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayMailWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleReplayWebhookDeliveryMutation, ConsoleReplayWebhookDeliveryMutationVariables>;
export const ConsoleMailQuotaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailQuota"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailQuota"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"overageCap"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"overage"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMailQuotaQuery, ConsoleMailQuotaQueryVariables>;
export const ConsoleMailMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMailMessagesQuery, ConsoleMailMessagesQueryVariables>;
export const ConsoleMailMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMailMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"messageIdHeader"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"smtpResponse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMailMessageQuery, ConsoleMailMessageQueryVariables>;
export const ConsolePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeDeactivated"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleQuery, ConsolePeopleQueryVariables>;
export const ConsolePeopleInviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePeopleInviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleInviteUserMutation, ConsolePeopleInviteUserMutationVariables>;
export const ConsolePeopleUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePeopleUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleUpdateUserMutation, ConsolePeopleUpdateUserMutationVariables>;
export const ConsolePeopleDeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePeopleDeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleDeactivateUserMutation, ConsolePeopleDeactivateUserMutationVariables>;
export const ConsolePeopleReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePeopleReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleReactivateUserMutation, ConsolePeopleReactivateUserMutationVariables>;
export const ConsoleOpenInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOpenInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleOpenInvitesQuery, ConsoleOpenInvitesQueryVariables>;
export const ConsoleResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleResendInviteMutation, ConsoleResendInviteMutationVariables>;
export const ConsoleRevokeInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokeInviteMutation, ConsoleRevokeInviteMutationVariables>;
export const ConsolePeopleCreateBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePeopleCreateBot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ConsolePeopleCreateBotMutation, ConsolePeopleCreateBotMutationVariables>;
export const ConsoleBotKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleBotKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleBotKeysQuery, ConsoleBotKeysQueryVariables>;
export const ConsoleApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleApiKeysQuery, ConsoleApiKeysQueryVariables>;
export const ConsoleCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateApiKeyMutation, ConsoleCreateApiKeyMutationVariables>;
export const ConsoleRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokeApiKeyMutation, ConsoleRevokeApiKeyMutationVariables>;
export const ConsoleProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"federationPair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleProjectsQuery, ConsoleProjectsQueryVariables>;
export const ConsoleCreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateProjectMutation, ConsoleCreateProjectMutationVariables>;
export const ConsoleLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLoginMutation, ConsoleLoginMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;
export const ConsoleViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}}]}}]} as unknown as DocumentNode<ConsoleViewerQuery, ConsoleViewerQueryVariables>;
export const ConsoleProjectSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gitRepositoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsMilestone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsMilestone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"budgetAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]} as unknown as DocumentNode<ConsoleProjectSettingsQuery, ConsoleProjectSettingsQueryVariables>;
export const ConsoleWorkspaceUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWorkspaceUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceUsersQuery, ConsoleWorkspaceUsersQueryVariables>;
export const ConsoleUpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gitRepositoryUrl"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateProjectMutation, ConsoleUpdateProjectMutationVariables>;
export const ConsoleDeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteProjectMutation, ConsoleDeleteProjectMutationVariables>;
export const ConsoleAddProjectMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddProjectMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ConsoleAddProjectMemberMutation, ConsoleAddProjectMemberMutationVariables>;
export const ConsoleUpdateProjectMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateProjectMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateProjectMemberMutation, ConsoleUpdateProjectMemberMutationVariables>;
export const ConsoleRemoveProjectMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRemoveProjectMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemoveProjectMemberMutation, ConsoleRemoveProjectMemberMutationVariables>;
export const ConsoleCreateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateStatusMutation, ConsoleCreateStatusMutationVariables>;
export const ConsoleUpdateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateStatusMutation, ConsoleUpdateStatusMutationVariables>;
export const ConsoleReorderStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReorderStatuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderStatusesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderStatuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ConsoleReorderStatusesMutation, ConsoleReorderStatusesMutationVariables>;
export const ConsoleDeleteStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moveTicketsTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"moveTicketsTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moveTicketsTo"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteStatusMutation, ConsoleDeleteStatusMutationVariables>;
export const ConsoleCreateLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateLabelMutation, ConsoleCreateLabelMutationVariables>;
export const ConsoleUpdateLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateLabelMutation, ConsoleUpdateLabelMutationVariables>;
export const ConsoleDeleteLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteLabelMutation, ConsoleDeleteLabelMutationVariables>;
export const ConsoleCreateMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsMilestone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsMilestone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"budgetAmount"}}]}}]} as unknown as DocumentNode<ConsoleCreateMilestoneMutation, ConsoleCreateMilestoneMutationVariables>;
export const ConsoleUpdateMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsMilestone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsMilestone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"budgetAmount"}}]}}]} as unknown as DocumentNode<ConsoleUpdateMilestoneMutation, ConsoleUpdateMilestoneMutationVariables>;
export const ConsoleDeleteMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteMilestoneMutation, ConsoleDeleteMilestoneMutationVariables>;
export const ConsoleCreateVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsVersion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]} as unknown as DocumentNode<ConsoleCreateVersionMutation, ConsoleCreateVersionMutationVariables>;
export const ConsoleUpdateVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSettingsVersion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSettingsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]} as unknown as DocumentNode<ConsoleUpdateVersionMutation, ConsoleUpdateVersionMutationVariables>;
export const ConsoleDeleteVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteVersionMutation, ConsoleDeleteVersionMutationVariables>;
export const ConsoleTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"loggedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleAttachment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleAttachment"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleAttachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleTicketQuery, ConsoleTicketQueryVariables>;
export const ConsoleTicketAgentSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTicketAgentSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"turnsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"turnsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTicketAgentSessionsQuery, ConsoleTicketAgentSessionsQueryVariables>;
export const ConsoleUpdateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}}]} as unknown as DocumentNode<ConsoleUpdateTicketMutation, ConsoleUpdateTicketMutationVariables>;
export const ConsoleDeleteTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleDeleteTicketMutation, ConsoleDeleteTicketMutationVariables>;
export const ConsoleAddTicketDependencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddTicketDependency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketDependencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTicketDependency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleAddTicketDependencyMutation, ConsoleAddTicketDependencyMutationVariables>;
export const ConsoleRemoveTicketDependencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRemoveTicketDependency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketDependencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTicketDependency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemoveTicketDependencyMutation, ConsoleRemoveTicketDependencyMutationVariables>;
export const ConsoleTicketByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTicketByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ConsoleTicketByKeyQuery, ConsoleTicketByKeyQueryVariables>;
export const ConsoleCreateCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateCommentMutation, ConsoleCreateCommentMutationVariables>;
export const ConsoleLogTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loggedMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLogTimeMutation, ConsoleLogTimeMutationVariables>;
export const ConsoleProjectTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCategory"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"federationPair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleProjectTicketsQuery, ConsoleProjectTicketsQueryVariables>;
export const ConsoleProjectTicketPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleProjectTicketPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCategory"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleProjectTicketPageQuery, ConsoleProjectTicketPageQueryVariables>;
export const ConsoleSearchTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSearchTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCategory"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"peer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTicketPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTicketRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleSearchTicketsQuery, ConsoleSearchTicketsQueryVariables>;
export const ConsoleCreateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateTicketMutation, ConsoleCreateTicketMutationVariables>;
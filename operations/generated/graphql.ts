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

export type AcceptProjectFederationInviteMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AcceptProjectFederationInviteMutation = { __typename?: 'Mutation', acceptProjectFederationInvite: { __typename?: 'ProjectFederationPair', id: string, projectId: string, role: string, partnerName: string, partnerUrl: string, state: ProjectPairState, pausedBy?: ProjectPairPausedBy | null, lastError?: string | null, note?: string | null, preset: ProjectSharingPreset, createdAt: string, outbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> }, inbound: { __typename?: 'ProjectSharingDirection', types: Array<string>, masked: Array<string> } } };

export type FederationInviteAcceptMutationVariables = Exact<{
  input: FederationInviteAcceptInput;
}>;


export type FederationInviteAcceptMutation = { __typename?: 'Mutation', federationInviteAccept: Record<string, unknown> };

export type FederationPeerPairRevokeMutationVariables = Exact<{ [key: string]: never; }>;


export type FederationPeerPairRevokeMutation = { __typename?: 'Mutation', federationPeerPairRevoke: boolean };

export type FederationPeerHandshakeMutationVariables = Exact<{
  input: FederationPeerHandshakeInput;
}>;


export type FederationPeerHandshakeMutation = { __typename?: 'Mutation', federationPeerHandshake: { __typename?: 'FederationPeerHandshake', protocol: number, version: string, instanceId: string, direction: FederationLinkDirection } };

export type FederationPeerChangesMutationVariables = Exact<{
  input: FederationPeerChangesInput;
}>;


export type FederationPeerChangesMutation = { __typename?: 'Mutation', federationPeerChanges: Record<string, unknown> };

export type FederationPeerNudgeMutationVariables = Exact<{ [key: string]: never; }>;


export type FederationPeerNudgeMutation = { __typename?: 'Mutation', federationPeerNudge: boolean };

export type FederationPeerContentQueryVariables = Exact<{
  attachmentId: Scalars['ID']['input'];
}>;


export type FederationPeerContentQuery = { __typename?: 'Query', federationPeerContent: { __typename?: 'FederationPeerContent', sha256: string, size: number } };

export type FederationPeerSnapshotMutationVariables = Exact<{
  input: FederationPeerSnapshotInput;
}>;


export type FederationPeerSnapshotMutation = { __typename?: 'Mutation', federationPeerSnapshot: Record<string, unknown> };

export type MailMessageFieldsFragment = { __typename?: 'MailMessage', id: string, status: string, from: string, to: string, cc: Array<string>, bcc: Array<string>, replyTo: Array<string>, subject?: string | null, templateId?: string | null, tags: Record<string, unknown>, messageIdHeader: string, attempts: number, nextAttemptAt?: string | null, lastError?: string | null, openedAt?: string | null, createdAt: string, recipients: Array<{ __typename?: 'MailMessageRecipient', email: string, kind: string, status: string, smtpResponse?: string | null }>, events: Array<{ __typename?: 'MailEvent', id: string, event: string, timestamp: string, data: Record<string, unknown> }> };

export type MailMessageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MailMessageQuery = { __typename?: 'Query', mailMessage: { __typename?: 'MailMessage', id: string, status: string, from: string, to: string, cc: Array<string>, bcc: Array<string>, replyTo: Array<string>, subject?: string | null, templateId?: string | null, tags: Record<string, unknown>, messageIdHeader: string, attempts: number, nextAttemptAt?: string | null, lastError?: string | null, openedAt?: string | null, createdAt: string, recipients: Array<{ __typename?: 'MailMessageRecipient', email: string, kind: string, status: string, smtpResponse?: string | null }>, events: Array<{ __typename?: 'MailEvent', id: string, event: string, timestamp: string, data: Record<string, unknown> }> } };

export type MailMessagesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailMessagesQuery = { __typename?: 'Query', mailMessages: { __typename?: 'MessageConnection', nodes: Array<{ __typename?: 'MailMessage', id: string, status: string, from: string, to: string, cc: Array<string>, bcc: Array<string>, replyTo: Array<string>, subject?: string | null, templateId?: string | null, tags: Record<string, unknown>, messageIdHeader: string, attempts: number, nextAttemptAt?: string | null, lastError?: string | null, openedAt?: string | null, createdAt: string, recipients: Array<{ __typename?: 'MailMessageRecipient', email: string, kind: string, status: string, smtpResponse?: string | null }>, events: Array<{ __typename?: 'MailEvent', id: string, event: string, timestamp: string, data: Record<string, unknown> }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type MailMailboxQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailMailboxQuery = { __typename?: 'Query', mailbox: { __typename?: 'CapturedMailConnection', nodes: Array<{ __typename?: 'CapturedMail', id: string, messageId: string, envelopeFrom: string, envelopeTo: Array<string>, raw: string, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type RecordMailOpenMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type RecordMailOpenMutation = { __typename?: 'Mutation', recordMailOpen: boolean };

export type MailQuotaQueryVariables = Exact<{ [key: string]: never; }>;


export type MailQuotaQuery = { __typename?: 'Query', mailQuota: { __typename?: 'MailQuota', period: string, base: number, overageCap: number, used: number, remaining: number, resetsAt: string } };

export type SendMailMutationVariables = Exact<{
  input: SendEmailInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendMailMutation = { __typename?: 'Mutation', sendEmail: { __typename?: 'SentEmail', id: string } };

export type SendMailBatchMutationVariables = Exact<{
  messages: Array<SendEmailInput> | SendEmailInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendMailBatchMutation = { __typename?: 'Mutation', sendEmailBatch: Array<{ __typename?: 'SendEmailBatchResult', index: number, id?: string | null, error?: { __typename?: 'MailSendError', code: string, message: string, details: Record<string, unknown> } | null }> };

export type SenderDomainFieldsFragment = { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> };

export type CreateSenderDomainMutationVariables = Exact<{
  input: CreateSenderDomainInput;
}>;


export type CreateSenderDomainMutation = { __typename?: 'Mutation', createSenderDomain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> } };

export type SenderDomainQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SenderDomainQuery = { __typename?: 'Query', senderDomain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> } };

export type SenderDomainsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SenderDomainsQuery = { __typename?: 'Query', senderDomains: { __typename?: 'SenderDomainConnection', nodes: Array<{ __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type VerifySenderDomainMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VerifySenderDomainMutation = { __typename?: 'Mutation', verifySenderDomain: { __typename?: 'VerifySenderDomainPayload', domain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> }, checks: Array<{ __typename?: 'DnsRecordCheck', record: string, name: string, type: string, status: string, required: boolean, seen: Array<string> }> } };

export type DeleteSenderDomainMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSenderDomainMutation = { __typename?: 'Mutation', deleteSenderDomain: { __typename?: 'SenderDomain', id: string } };

export type SenderDomainDnsProviderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SenderDomainDnsProviderQuery = { __typename?: 'Query', senderDomainDnsProvider: { __typename?: 'DnsProviderDetection', provider?: string | null, supported: boolean, nameservers: Array<string> } };

export type AutoSetupSenderDomainDnsMutationVariables = Exact<{
  input: AutoSetupSenderDomainDnsInput;
}>;


export type AutoSetupSenderDomainDnsMutation = { __typename?: 'Mutation', autoSetupSenderDomainDns: { __typename?: 'AutoSetupSenderDomainDnsPayload', domain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> }, records: Array<{ __typename?: 'DnsRecordSetup', record: string, name: string, type: string, action: string }> } };

export type UpdateSenderDomainMutationVariables = Exact<{
  input: UpdateSenderDomainInput;
}>;


export type UpdateSenderDomainMutation = { __typename?: 'Mutation', updateSenderDomain: { __typename?: 'SenderDomain', id: string, domain: string, dkimSelector: string, verificationStatus: string, spfRequired: string, dmarcRecommended: string, openTracking: boolean, dkimRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, valueChunks?: Array<string> | null }>, mailFromRecords: Array<{ __typename?: 'DnsRecord', name: string, type: string, value: string, priority?: number | null }> } };

export type SuppressionFieldsFragment = { __typename?: 'Suppression', email: string, reason: string, addedAt: string };

export type SuppressionsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type SuppressionsQuery = { __typename?: 'Query', suppressions: { __typename?: 'SuppressionConnection', nodes: Array<{ __typename?: 'Suppression', email: string, reason: string, addedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SuppressionQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SuppressionQuery = { __typename?: 'Query', suppression: { __typename?: 'Suppression', email: string, reason: string, addedAt: string } };

export type AddSuppressionMutationVariables = Exact<{
  input: AddSuppressionInput;
}>;


export type AddSuppressionMutation = { __typename?: 'Mutation', addSuppression: { __typename?: 'Suppression', email: string, reason: string, addedAt: string } };

export type RemoveSuppressionMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RemoveSuppressionMutation = { __typename?: 'Mutation', removeSuppression: { __typename?: 'Suppression', email: string } };

export type MailTemplateFieldsFragment = { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string };

export type MailTemplatesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailTemplatesQuery = { __typename?: 'Query', templates: { __typename?: 'MailTemplateConnection', nodes: Array<{ __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type MailTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MailTemplateQuery = { __typename?: 'Query', template: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type RenderMailTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
}>;


export type RenderMailTemplateQuery = { __typename?: 'Query', renderTemplate: { __typename?: 'MailRenderedTemplate', subject: string, html?: string | null, text?: string | null } };

export type CreateMailTemplateMutationVariables = Exact<{
  input: CreateTemplateInput;
}>;


export type CreateMailTemplateMutation = { __typename?: 'Mutation', createTemplate: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type UpdateMailTemplateMutationVariables = Exact<{
  input: UpdateTemplateInput;
}>;


export type UpdateMailTemplateMutation = { __typename?: 'Mutation', updateTemplate: { __typename?: 'MailTemplate', id: string, name: string, subject: string, html?: string | null, text?: string | null, variablesSchema?: Record<string, unknown> | null, createdAt: string, updatedAt: string } };

export type DeleteMailTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMailTemplateMutation = { __typename?: 'Mutation', deleteTemplate: { __typename?: 'MailTemplate', id: string } };

export type MailWebhookFieldsFragment = { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null };

export type MailWebhooksQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailWebhooksQuery = { __typename?: 'Query', webhooks: { __typename?: 'MailWebhookConnection', nodes: Array<{ __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type MailWebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MailWebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } };

export type CreateMailWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateMailWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'MailWebhookSecretPayload', secret: string, webhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } } };

export type UpdateMailWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type UpdateMailWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } };

export type DeleteMailWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMailWebhookMutation = { __typename?: 'Mutation', deleteWebhook: { __typename?: 'MailWebhook', id: string } };

export type RotateMailWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateMailWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'MailWebhookSecretPayload', secret: string, webhook: { __typename?: 'MailWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null } } };

export type MailWebhookDeliveriesQueryVariables = Exact<{
  webhookId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MailWebhookDeliveriesQuery = { __typename?: 'Query', mailWebhookDeliveries: { __typename?: 'MailWebhookDeliveryConnection', nodes: Array<{ __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ReplayMailWebhookDeliveryMutationVariables = Exact<{
  webhookId: Scalars['ID']['input'];
  deliveryId: Scalars['ID']['input'];
}>;


export type ReplayMailWebhookDeliveryMutation = { __typename?: 'Mutation', replayMailWebhookDelivery: { __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string } };

export type MailWebhookDeliveryFieldsFragment = { __typename?: 'MailWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastError?: string | null, lastResponse?: string | null, body: string, replayOf?: string | null, createdAt: string };

export type PromptPlanSprintQueryVariables = Exact<{
  projectKey: Scalars['String']['input'];
}>;


export type PromptPlanSprintQuery = { __typename?: 'Query', project: { __typename?: 'Project', key: string, name: string, milestones: Array<{ __typename?: 'Milestone', name: string, dueDate?: any | null }> }, searchTickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', key: string, title: string, priority: TicketPriority, estimatedMinutes?: number | null, status: { __typename?: 'Status', name: string, category: StatusCategory }, milestone?: { __typename?: 'Milestone', name: string } | null, assignees: Array<{ __typename?: 'User', displayName: string }>, blockedBy: Array<{ __typename?: 'Ticket', key: string }> }> } };

export type PromptMyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromptMyTicketsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, displayName: string } };

export type PromptAssignedTicketsQueryVariables = Exact<{
  assigneeId: Scalars['ID']['input'];
}>;


export type PromptAssignedTicketsQuery = { __typename?: 'Query', searchTickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', key: string, title: string, priority: TicketPriority, updatedAt: string, status: { __typename?: 'Status', name: string, category: StatusCategory }, project: { __typename?: 'Project', key: string }, blockedBy: Array<{ __typename?: 'Ticket', key: string }> }> } };

export type PromptProjectSummaryQueryVariables = Exact<{
  projectKey: Scalars['String']['input'];
}>;


export type PromptProjectSummaryQuery = { __typename?: 'Query', project: { __typename?: 'Project', key: string, name: string, description: string, milestones: Array<{ __typename?: 'Milestone', name: string, dueDate?: any | null, estimatedMinutes: number, loggedMinutes: number }>, statuses: Array<{ __typename?: 'Status', name: string, category: StatusCategory }> }, searchTickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', key: string, title: string, priority: TicketPriority, updatedAt: string, status: { __typename?: 'Status', name: string, category: StatusCategory } }> } };

export type PromptTicketQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type PromptTicketQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, key: string, title: string, description: string, priority: TicketPriority, estimatedMinutes?: number | null, project: { __typename?: 'Project', key: string } } };

export type PromptSimilarTicketsQueryVariables = Exact<{
  projectKey: Scalars['String']['input'];
  query: Scalars['String']['input'];
}>;


export type PromptSimilarTicketsQuery = { __typename?: 'Query', searchTickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', key: string, title: string, description: string, estimatedMinutes?: number | null, loggedMinutes: number, status: { __typename?: 'Status', category: StatusCategory } }> } };

export type ResourceTicketChangesSubscriptionVariables = Exact<{
  projectKey: Scalars['String']['input'];
}>;


export type ResourceTicketChangesSubscription = { __typename?: 'Subscription', ticketChanged: { __typename?: 'TicketChangeEvent', ticketKey: string } };

export type ResourceDocChangesSubscriptionVariables = Exact<{
  docId: Scalars['ID']['input'];
}>;


export type ResourceDocChangesSubscription = { __typename?: 'Subscription', docChanged: { __typename?: 'DocChangeEvent', id: string } };

export type ResourceTimerChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ResourceTimerChangesSubscription = { __typename?: 'Subscription', myTimerChanged: { __typename?: 'TimerChangeEvent', id: string } };

export type AddDependencyMutationVariables = Exact<{
  input: TicketDependencyInput;
}>;


export type AddDependencyMutation = { __typename?: 'Mutation', addTicketDependency: { __typename?: 'TicketDependency', id: string, blocker?: { __typename?: 'Ticket', key: string } | null, blocked?: { __typename?: 'Ticket', key: string } | null } };

export type AddDocMutationVariables = Exact<{
  input: CreateDocInput;
}>;


export type AddDocMutation = { __typename?: 'Mutation', createDoc: { __typename?: 'Doc', id: string, title: string, revision: number } };

export type BranchNameQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type BranchNameQuery = { __typename?: 'Query', orchestratorBranchName?: string | null };

export type ClaimMutationVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type ClaimMutation = { __typename?: 'Mutation', claimTicket: { __typename?: 'Ticket', id: string, key: string, status: { __typename?: 'Status', name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', displayName: string }> } };

export type CloseTicketMutationVariables = Exact<{
  key: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
}>;


export type CloseTicketMutation = { __typename?: 'Mutation', closeTicket: { __typename?: 'Ticket', id: string, key: string, status: { __typename?: 'Status', name: string, category: StatusCategory } } };

export type CommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type CommentMutation = { __typename?: 'Mutation', createComment: { __typename?: 'Comment', id: string, createdAt: string } };

export type CreateLabelMutationVariables = Exact<{
  input: CreateLabelInput;
}>;


export type CreateLabelMutation = { __typename?: 'Mutation', createLabel: { __typename?: 'Label', id: string, name: string } };

export type CreateMilestoneMutationVariables = Exact<{
  input: CreateMilestoneInput;
}>;


export type CreateMilestoneMutation = { __typename?: 'Mutation', createMilestone: { __typename?: 'Milestone', id: string, name: string, dueDate?: any | null } };

export type CreateTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type CreateTicketMutation = { __typename?: 'Mutation', createTicket: { __typename?: 'Ticket', id: string, key: string, title: string, status: { __typename?: 'Status', name: string } } };

export type FindDocsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type FindDocsQuery = { __typename?: 'Query', searchDocs: Array<{ __typename?: 'Doc', id: string, title: string, projectId: string, updatedAt: string }> };

export type GetDocQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetDocQuery = { __typename?: 'Query', doc: { __typename?: 'Doc', id: string, title: string, body: string, revision: number, projectId: string, updatedAt: string, space?: { __typename?: 'DocSpace', name: string } | null } };

export type GetProjectQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type GetProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, key: string, name: string, description: string, gitRepositoryUrl?: string | null, statuses: Array<{ __typename?: 'Status', id: string, name: string, category: StatusCategory }>, labels: Array<{ __typename?: 'Label', id: string, name: string }>, milestones: Array<{ __typename?: 'Milestone', id: string, name: string, dueDate?: any | null }>, versions: Array<{ __typename?: 'Version', id: string, name: string }>, members: Array<{ __typename?: 'ProjectMember', role: ProjectRole, user: { __typename?: 'User', id: string, displayName: string } }> } };

export type GetTicketQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type GetTicketQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, key: string, title: string, description: string, priority: TicketPriority, private: boolean, estimatedMinutes?: number | null, loggedMinutes: number, commentCount: number, updatedAt: string, status: { __typename?: 'Status', id: string, name: string, category: StatusCategory }, project: { __typename?: 'Project', id: string, key: string }, reporter: { __typename?: 'User', displayName: string }, assignees: Array<{ __typename?: 'User', id: string, displayName: string }>, labels: Array<{ __typename?: 'Label', name: string }>, milestone?: { __typename?: 'Milestone', name: string } | null, blockedBy: Array<{ __typename?: 'Ticket', key: string, title: string, status: { __typename?: 'Status', category: StatusCategory } }>, comments: { __typename?: 'CommentConnection', nodes: Array<{ __typename?: 'Comment', id: string, body: string, internal: boolean, createdAt: string, author: { __typename?: 'User', displayName: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type ListCommentsQueryVariables = Exact<{
  key: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  newestFirst?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ListCommentsQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', commentCount: number, comments: { __typename?: 'CommentConnection', nodes: Array<{ __typename?: 'Comment', id: string, body: string, internal: boolean, createdAt: string, author: { __typename?: 'User', displayName: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type ListDocsQueryVariables = Exact<{
  projectKey: Scalars['String']['input'];
}>;


export type ListDocsQuery = { __typename?: 'Query', project: { __typename?: 'Project', docSpaces: Array<{ __typename?: 'DocSpace', id: string, name: string, docs: Array<{ __typename?: 'Doc', id: string, title: string, updatedAt: string }> }> } };

export type ListProjectsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListProjectsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectConnection', nodes: Array<{ __typename?: 'Project', id: string, key: string, name: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ListTimeEntriesQueryVariables = Exact<{
  ticketId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListTimeEntriesQuery = { __typename?: 'Query', timeEntries: { __typename?: 'TimeEntryConnection', nodes: Array<{ __typename?: 'TimeEntry', id: string, startedAt: string, durationMinutes: number, note: string, billable: boolean, ticket?: { __typename?: 'Ticket', key: string } | null, user?: { __typename?: 'User', displayName: string } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ListUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListUsersQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, displayName: string, email: string, kind: UserKind }> };

export type LogWorkMutationVariables = Exact<{
  input: LogTimeInput;
}>;


export type LogWorkMutation = { __typename?: 'Mutation', logTime: { __typename?: 'TimeEntry', id: string, startedAt: string, durationMinutes: number } };

export type MyTicketsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyTicketsQuery = { __typename?: 'Query', orchestratorQuery: { __typename?: 'OrchestratorQueryResult', hasMore: boolean, nodes: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, statusName: string, priority: number }> } };

export type MyTimerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTimerQuery = { __typename?: 'Query', currentTimer?: { __typename?: 'Timer', startedAt: string, elapsedSeconds: number, note: string, ticket?: { __typename?: 'Ticket', id: string, key: string } | null } | null };

export type QueryTicketsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type QueryTicketsQuery = { __typename?: 'Query', orchestratorQuery: { __typename?: 'OrchestratorQueryResult', hasMore: boolean, nodes: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, statusName: string, priority: number, labels: Array<string>, assigneeId?: string | null }> } };

export type RemoveDependencyMutationVariables = Exact<{
  input: TicketDependencyInput;
}>;


export type RemoveDependencyMutation = { __typename?: 'Mutation', removeTicketDependency: boolean };

export type SearchQueryVariables = Exact<{
  query?: InputMaybe<Scalars['String']['input']>;
  projectKey?: InputMaybe<Scalars['String']['input']>;
  statusCategory?: InputMaybe<Array<StatusCategory> | StatusCategory>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchQuery = { __typename?: 'Query', searchTickets: { __typename?: 'TicketConnection', nodes: Array<{ __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, status: { __typename?: 'Status', name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', displayName: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SessionStartQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionStartQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, displayName: string, email: string, kind: UserKind, globalRole: GlobalRole }, projects: { __typename?: 'ProjectConnection', nodes: Array<{ __typename?: 'Project', id: string, key: string, name: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } }, currentTimer?: { __typename?: 'Timer', ticketId: string, startedAt: string, elapsedSeconds: number } | null };

export type TimerStartMutationVariables = Exact<{
  input: StartTimerInput;
}>;


export type TimerStartMutation = { __typename?: 'Mutation', startTimer: { __typename?: 'Timer', ticketId: string, startedAt: string } };

export type TimerStopMutationVariables = Exact<{ [key: string]: never; }>;


export type TimerStopMutation = { __typename?: 'Mutation', stopTimer?: { __typename?: 'TimeEntry', id: string, durationMinutes: number, ticket?: { __typename?: 'Ticket', key: string } | null } | null };

export type UpdateTicketMutationVariables = Exact<{
  input: UpdateTicketInput;
}>;


export type UpdateTicketMutation = { __typename?: 'Mutation', updateTicket: { __typename?: 'Ticket', id: string, key: string, title: string, priority: TicketPriority, updatedAt: string, status: { __typename?: 'Status', name: string, category: StatusCategory }, assignees: Array<{ __typename?: 'User', displayName: string }> } };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { __typename?: 'Query', currentCredential: { __typename?: 'CurrentCredential', authMethod: AuthMethod, scopes: Array<string>, expiresAt?: string | null, user: { __typename?: 'User', id: string, displayName: string, email: string, kind: UserKind, globalRole: GlobalRole } } };

export type LinearCompatIssueFragment = { __typename?: 'OrchestratorIssue', statusName: string, id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', statusName?: string | null, id: string, identifier?: string | null, state: string }> };

export type LinearCompatIssuesByStatusNamesQueryVariables = Exact<{
  projectKeys: Array<Scalars['String']['input']> | Scalars['String']['input'];
  statusNames: Array<Scalars['String']['input']> | Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LinearCompatIssuesByStatusNamesQuery = { __typename?: 'Query', orchestratorIssuesByStates: { __typename?: 'OrchestratorIssuePage', nodes: Array<{ __typename?: 'OrchestratorIssue', statusName: string, id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', statusName?: string | null, id: string, identifier?: string | null, state: string }> }>, pageInfo: { __typename?: 'OrchestratorIssuePageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type LinearCompatIssuesByIdsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type LinearCompatIssuesByIdsQuery = { __typename?: 'Query', orchestratorIssuesByIds: Array<{ __typename?: 'OrchestratorIssue', statusName: string, id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', statusName?: string | null, id: string, identifier?: string | null, state: string }> }> };

export type LinearCompatViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type LinearCompatViewerQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string } };

export type OrchestratorIssueRecordFragment = { __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', id: string, identifier?: string | null, state: string }> };

export type OrchestratorCandidatesQueryVariables = Exact<{
  projectKeys: Array<Scalars['String']['input']> | Scalars['String']['input'];
  states?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrchestratorCandidatesQuery = { __typename?: 'Query', orchestratorCandidates: { __typename?: 'OrchestratorIssuePage', nodes: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', id: string, identifier?: string | null, state: string }> }>, pageInfo: { __typename?: 'OrchestratorIssuePageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type OrchestratorIssuesByStatesQueryVariables = Exact<{
  states: Array<Scalars['String']['input']> | Scalars['String']['input'];
  projectKeys?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrchestratorIssuesByStatesQuery = { __typename?: 'Query', orchestratorIssuesByStates: { __typename?: 'OrchestratorIssuePage', nodes: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', id: string, identifier?: string | null, state: string }> }>, pageInfo: { __typename?: 'OrchestratorIssuePageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type OrchestratorIssuesByIdsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type OrchestratorIssuesByIdsQuery = { __typename?: 'Query', orchestratorIssuesByIds: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', id: string, identifier?: string | null, state: string }> }> };

export type OrchestratorBranchNameQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type OrchestratorBranchNameQuery = { __typename?: 'Query', orchestratorBranchName?: string | null };

export type RecordAgentEventsMutationVariables = Exact<{
  events: Array<AgentEventInput> | AgentEventInput;
}>;


export type RecordAgentEventsMutation = { __typename?: 'Mutation', recordAgentEvents: { __typename?: 'RecordAgentEventsPayload', accepted: number, duplicates: number } };

export type OrchestratorQueryQueryVariables = Exact<{
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OrchestratorQueryQuery = { __typename?: 'Query', orchestratorQuery: { __typename?: 'OrchestratorQueryResult', hasMore: boolean, nodes: Array<{ __typename?: 'OrchestratorIssue', id: string, identifier: string, title: string, description?: string | null, priority: number, state: string, branchName?: string | null, url: string, labels: Array<string>, assigneeId?: string | null, dispatchable: boolean, createdAt: string, updatedAt: string, blockedBy: Array<{ __typename?: 'OrchestratorBlocker', id: string, identifier?: string | null, state: string }> }> } };

export type SetupOrchestratorAccountMutationVariables = Exact<{
  input: OrchestratorAccountInput;
}>;


export type SetupOrchestratorAccountMutation = { __typename?: 'Mutation', setupOrchestratorAccount: { __typename?: 'OrchestratorAccountPayload', created: boolean, account: { __typename?: 'User', id: string, email: string, displayName: string, kind: UserKind } } };

export type SetupOrchestratorProjectsMutationVariables = Exact<{
  input: OrchestratorProjectsInput;
}>;


export type SetupOrchestratorProjectsMutation = { __typename?: 'Mutation', setupOrchestratorProjects: Array<{ __typename?: 'OrchestratorMembership', projectKey: string, result: OrchestratorMembershipResult }> };

export type SetupOrchestratorKeyMutationVariables = Exact<{
  input: OrchestratorKeyInput;
}>;


export type SetupOrchestratorKeyMutation = { __typename?: 'Mutation', setupOrchestratorKey: { __typename?: 'CreateApiKeyPayload', token: string, apiKey: { __typename?: 'ApiKey', id: string, name: string } } };

export type OrchestratorWorkflowsQueryVariables = Exact<{
  projectKeys: Array<Scalars['String']['input']> | Scalars['String']['input'];
  activeStates?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  terminalStates?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  tracker?: InputMaybe<OrchestratorWorkflowTracker>;
}>;


export type OrchestratorWorkflowsQuery = { __typename?: 'Query', orchestratorWorkflows: Array<{ __typename?: 'OrchestratorWorkflowFile', fileName: string, projectKeys: Array<string>, content: string }> };

export type TestOrchestratorConnectionMutationVariables = Exact<{
  input: OrchestratorConnectionTestInput;
}>;


export type TestOrchestratorConnectionMutation = { __typename?: 'Mutation', testOrchestratorConnection: Array<{ __typename?: 'OrchestratorConnectionTest', projectKey: string, ok: boolean, status?: number | null, candidates: number, missingPermissions: Array<string>, message: string }> };

export type AttachmentContentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AttachmentContentQuery = { __typename?: 'Query', attachment: { __typename?: 'Attachment', id: string, filename: string, contentType: string, size: number, sha256: string } };

export type AttachmentFieldsFragment = { __typename?: 'Attachment', id: string, ticketId?: string | null, commentId?: string | null, docId?: string | null, filename: string, contentType: string, size: number, sha256: string, createdAt: string, downloadUrl: string, uploadedBy?: { __typename?: 'User', id: string, displayName: string } | null };

export type TicketAttachmentsQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type TicketAttachmentsQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', attachments: Array<{ __typename?: 'Attachment', id: string, ticketId?: string | null, commentId?: string | null, docId?: string | null, filename: string, contentType: string, size: number, sha256: string, createdAt: string, downloadUrl: string, uploadedBy?: { __typename?: 'User', id: string, displayName: string } | null }> } };

export type DocAttachmentsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DocAttachmentsQuery = { __typename?: 'Query', doc: { __typename?: 'Doc', attachments: Array<{ __typename?: 'Attachment', id: string, ticketId?: string | null, commentId?: string | null, docId?: string | null, filename: string, contentType: string, size: number, sha256: string, createdAt: string, downloadUrl: string, uploadedBy?: { __typename?: 'User', id: string, displayName: string } | null }> } };

export type DeleteAttachmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAttachmentMutation = { __typename?: 'Mutation', deleteAttachment: boolean };

export type AttachmentTargetQueryVariables = Exact<{
  parent: AttachmentParentInput;
}>;


export type AttachmentTargetQuery = { __typename?: 'Query', attachmentTarget: string };

export type RegisterAttachmentMutationVariables = Exact<{
  input: RegisterAttachmentInput;
}>;


export type RegisterAttachmentMutation = { __typename?: 'Mutation', registerAttachment: { __typename?: 'Attachment', id: string, ticketId?: string | null, commentId?: string | null, docId?: string | null, filename: string, contentType: string, size: number, sha256: string, createdAt: string, downloadUrl: string, uploadedBy?: { __typename?: 'User', id: string, displayName: string } | null } };

export type DocQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DocQuery = { __typename?: 'Query', doc: { __typename?: 'Doc', id: string, title: string, body: string, public: boolean, revision: number, updatedAt: string, space?: { __typename?: 'DocSpace', id: string, name: string } | null } };

export type SearchDocsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchDocsQuery = { __typename?: 'Query', searchDocs: Array<{ __typename?: 'Doc', id: string, title: string, public: boolean, revision: number }> };

export type CreateDocSpaceMutationVariables = Exact<{
  input: CreateDocSpaceInput;
}>;


export type CreateDocSpaceMutation = { __typename?: 'Mutation', createDocSpace: { __typename?: 'DocSpace', id: string, name: string } };

export type CreateDocMutationVariables = Exact<{
  input: CreateDocInput;
}>;


export type CreateDocMutation = { __typename?: 'Mutation', createDoc: { __typename?: 'Doc', id: string, title: string, revision: number } };

export type UpdateDocMutationVariables = Exact<{
  input: UpdateDocInput;
}>;


export type UpdateDocMutation = { __typename?: 'Mutation', updateDoc: { __typename?: 'Doc', id: string, title: string, revision: number } };

export type DocRevisionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DocRevisionsQuery = { __typename?: 'Query', doc: { __typename?: 'Doc', revisions: Array<{ __typename?: 'DocRevision', number: number, title: string, createdAt: string, restoredFrom?: number | null, author?: { __typename?: 'User', id: string, displayName: string } | null }> } };

export type DocDiffQueryVariables = Exact<{
  docId: Scalars['ID']['input'];
  from: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
}>;


export type DocDiffQuery = { __typename?: 'Query', docDiff: string };

export type RestoreDocRevisionMutationVariables = Exact<{
  docId: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
}>;


export type RestoreDocRevisionMutation = { __typename?: 'Mutation', restoreDocRevision: { __typename?: 'Doc', id: string, title: string, revision: number } };

export type EmailDeliveryQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailDeliveryQuery = { __typename?: 'Query', emailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConnectEmailDeliveryMutationVariables = Exact<{
  input?: InputMaybe<ConnectEmailDeliveryInput>;
}>;


export type ConnectEmailDeliveryMutation = { __typename?: 'Mutation', connectEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type ConfigureEmailDeliveryMutationVariables = Exact<{
  input: ConfigureEmailDeliveryInput;
}>;


export type ConfigureEmailDeliveryMutation = { __typename?: 'Mutation', configureEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean, mode?: EmailDeliveryMode | null, fromAddress?: string | null, apiUrl?: string | null, connectedAt?: string | null } };

export type DisconnectEmailDeliveryMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectEmailDeliveryMutation = { __typename?: 'Mutation', disconnectEmailDelivery: { __typename?: 'EmailDelivery', connected: boolean } };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { __typename?: 'Mutation', inviteUser: { __typename?: 'InviteUserPayload', token: string, acceptUrl: string, invite: { __typename?: 'UserInvite', id: string, email: string, globalRole: GlobalRole, expiresAt: string } } };

export type AcceptInviteMutationVariables = Exact<{
  input: AcceptInviteInput;
}>;


export type AcceptInviteMutation = { __typename?: 'Mutation', acceptInvite: { __typename?: 'User', id: string, email: string, displayName: string, globalRole: GlobalRole } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type UserInvitesQueryVariables = Exact<{
  status?: InputMaybe<InviteStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UserInvitesQuery = { __typename?: 'Query', userInvites: { __typename?: 'UserInviteConnection', nodes: Array<{ __typename?: 'UserInvite', id: string, email: string, globalRole: GlobalRole, status: InviteStatus, expiresAt: string, acceptedAt?: string | null, revokedAt?: string | null, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type RevokeInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeInviteMutation = { __typename?: 'Mutation', revokeInvite: { __typename?: 'UserInvite', id: string, status: InviteStatus, revokedAt?: string | null } };

export type ResendInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendInviteMutation = { __typename?: 'Mutation', resendInvite: { __typename?: 'InviteUserPayload', token: string, acceptUrl: string, invite: { __typename?: 'UserInvite', id: string, email: string, status: InviteStatus, expiresAt: string } } };

export type InviteByTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type InviteByTokenQuery = { __typename?: 'Query', inviteByToken?: { __typename?: 'InviteByToken', email: string, globalRole: GlobalRole, expiresAt: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', token: string, expiresAt: string, user: { __typename?: 'User', id: string, email: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, displayName: string, kind: UserKind, globalRole: GlobalRole } };

export type CurrentCredentialQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentCredentialQuery = { __typename?: 'Query', currentCredential: { __typename?: 'CurrentCredential', authMethod: AuthMethod, scopes: Array<string>, expiresAt?: string | null, apiKeyId?: string | null, sessionId?: string | null, oauthClientName?: string | null, resource?: string | null, user: { __typename?: 'User', id: string, email: string, displayName: string, kind: UserKind, globalRole: GlobalRole }, delegatedBy?: { __typename?: 'User', id: string, displayName: string } | null } };

export type ProjectTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectTemplatesQuery = { __typename?: 'Query', projectTemplates: Array<{ __typename?: 'ProjectTemplate', id: string, name: string, description: string, statuses: Array<string>, labels: Array<string>, milestones: Array<string>, ticketCount: number }> };

export type SaveProjectTemplateMutationVariables = Exact<{
  input: SaveProjectTemplateInput;
}>;


export type SaveProjectTemplateMutation = { __typename?: 'Mutation', saveProjectTemplate: { __typename?: 'ProjectTemplate', id: string, name: string, ticketCount: number } };

export type CreateProjectFromTemplateMutationVariables = Exact<{
  input: CreateProjectFromTemplateInput;
}>;


export type CreateProjectFromTemplateMutation = { __typename?: 'Mutation', createProjectFromTemplate: { __typename?: 'Project', id: string, key: string, name: string } };

export type LogTimeMutationVariables = Exact<{
  input: LogTimeInput;
}>;


export type LogTimeMutation = { __typename?: 'Mutation', logTime: { __typename?: 'TimeEntry', id: string, startedAt: string, endedAt: string, durationMinutes: number, note: string, billable: boolean, ticket?: { __typename?: 'Ticket', key: string } | null } };

export type UpdateTimeEntryMutationVariables = Exact<{
  input: UpdateTimeEntryInput;
}>;


export type UpdateTimeEntryMutation = { __typename?: 'Mutation', updateTimeEntry: { __typename?: 'TimeEntry', id: string, startedAt: string, endedAt: string, durationMinutes: number, note: string, billable: boolean } };

export type DeleteTimeEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTimeEntryMutation = { __typename?: 'Mutation', deleteTimeEntry: boolean };

export type TimeEntriesQueryVariables = Exact<{
  ticketId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TimeEntriesQuery = { __typename?: 'Query', timeEntries: { __typename?: 'TimeEntryConnection', nodes: Array<{ __typename?: 'TimeEntry', id: string, startedAt: string, durationMinutes: number, note: string, billable: boolean, user?: { __typename?: 'User', id: string, displayName: string } | null, ticket?: { __typename?: 'Ticket', key: string, title: string } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CurrentTimerQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentTimerQuery = { __typename?: 'Query', currentTimer?: { __typename?: 'Timer', startedAt: string, elapsedSeconds: number, note: string, ticket?: { __typename?: 'Ticket', key: string, title: string } | null } | null };

export type StartTimerMutationVariables = Exact<{
  input: StartTimerInput;
}>;


export type StartTimerMutation = { __typename?: 'Mutation', startTimer: { __typename?: 'Timer', startedAt: string, ticket?: { __typename?: 'Ticket', key: string } | null } };

export type StopTimerMutationVariables = Exact<{ [key: string]: never; }>;


export type StopTimerMutation = { __typename?: 'Mutation', stopTimer?: { __typename?: 'TimeEntry', id: string, startedAt: string, durationMinutes: number, ticket?: { __typename?: 'Ticket', key: string } | null } | null };

export type WorkspaceWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceWebhooksQuery = { __typename?: 'Query', workspaceWebhooks: Array<{ __typename?: 'WorkspaceWebhook', id: string, url: string, label: string, eventFilters: Array<string>, enabled: boolean, lastSuccessAt?: string | null, lastFailureAt?: string | null, lastFailureReason?: string | null }> };

export type CreateWorkspaceWebhookMutationVariables = Exact<{
  input: CreateWorkspaceWebhookInput;
}>;


export type CreateWorkspaceWebhookMutation = { __typename?: 'Mutation', createWorkspaceWebhook: { __typename?: 'WorkspaceWebhookSecretPayload', secret: string, webhook: { __typename?: 'WorkspaceWebhook', id: string, url: string, eventFilters: Array<string>, enabled: boolean } } };

export type UpdateWorkspaceWebhookMutationVariables = Exact<{
  input: UpdateWorkspaceWebhookInput;
}>;


export type UpdateWorkspaceWebhookMutation = { __typename?: 'Mutation', updateWorkspaceWebhook: { __typename?: 'WorkspaceWebhook', id: string, url: string, eventFilters: Array<string>, enabled: boolean } };

export type DeleteWorkspaceWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWorkspaceWebhookMutation = { __typename?: 'Mutation', deleteWorkspaceWebhook: boolean };

export type RotateWorkspaceWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateWorkspaceWebhookSecretMutation = { __typename?: 'Mutation', rotateWorkspaceWebhookSecret: { __typename?: 'WorkspaceWebhookSecretPayload', secret: string } };

export type WorkspaceWebhookDeliveriesQueryVariables = Exact<{
  webhookId: Scalars['ID']['input'];
}>;


export type WorkspaceWebhookDeliveriesQuery = { __typename?: 'Query', workspaceWebhookDeliveries: Array<{ __typename?: 'WorkspaceWebhookDelivery', id: string, eventId: string, event: string, status: string, attempts: number, lastStatusCode?: number | null, lastError?: string | null, createdAt: string }> };

export const MailMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"messageIdHeader"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"smtpResponse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MailMessageFieldsFragment, unknown>;
export const SenderDomainFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<SenderDomainFieldsFragment, unknown>;
export const SuppressionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuppressionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suppression"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]} as unknown as DocumentNode<SuppressionFieldsFragment, unknown>;
export const MailTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplateFieldsFragment, unknown>;
export const MailWebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<MailWebhookFieldsFragment, unknown>;
export const MailWebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MailWebhookDeliveryFieldsFragment, unknown>;
export const OrchestratorIssueRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrchestratorIssueRecordFragment, unknown>;
export const LinearCompatIssueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinearCompatIssue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LinearCompatIssueFragment, unknown>;
export const AttachmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AttachmentFieldsFragment, unknown>;
export const AcceptProjectFederationInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptProjectFederationInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptProjectFederationInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pausedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"outbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inbound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AcceptProjectFederationInviteMutation, AcceptProjectFederationInviteMutationVariables>;
export const FederationInviteAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationInviteAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationInviteAcceptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationInviteAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<FederationInviteAcceptMutation, FederationInviteAcceptMutationVariables>;
export const FederationPeerPairRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationPeerPairRevoke"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerPairRevoke"}}]}}]} as unknown as DocumentNode<FederationPeerPairRevokeMutation, FederationPeerPairRevokeMutationVariables>;
export const FederationPeerHandshakeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationPeerHandshake"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationPeerHandshakeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerHandshake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<FederationPeerHandshakeMutation, FederationPeerHandshakeMutationVariables>;
export const FederationPeerChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationPeerChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationPeerChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<FederationPeerChangesMutation, FederationPeerChangesMutationVariables>;
export const FederationPeerNudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationPeerNudge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerNudge"}}]}}]} as unknown as DocumentNode<FederationPeerNudgeMutation, FederationPeerNudgeMutationVariables>;
export const FederationPeerContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FederationPeerContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<FederationPeerContentQuery, FederationPeerContentQueryVariables>;
export const FederationPeerSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FederationPeerSnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FederationPeerSnapshotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationPeerSnapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<FederationPeerSnapshotMutation, FederationPeerSnapshotMutationVariables>;
export const MailMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"messageIdHeader"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"smtpResponse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MailMessageQuery, MailMessageQueryVariables>;
export const MailMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"bcc"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"messageIdHeader"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"smtpResponse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MailMessagesQuery, MailMessagesQueryVariables>;
export const MailMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"envelopeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"envelopeTo"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<MailMailboxQuery, MailMailboxQueryVariables>;
export const RecordMailOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordMailOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordMailOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<RecordMailOpenMutation, RecordMailOpenMutationVariables>;
export const MailQuotaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailQuota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailQuota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"overageCap"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}}]}}]} as unknown as DocumentNode<MailQuotaQuery, MailQuotaQueryVariables>;
export const SendMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendMailMutation, SendMailMutationVariables>;
export const SendMailBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMailBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messages"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<SendMailBatchMutation, SendMailBatchMutationVariables>;
export const CreateSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSenderDomainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<CreateSenderDomainMutation, CreateSenderDomainMutationVariables>;
export const SenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<SenderDomainQuery, SenderDomainQueryVariables>;
export const SenderDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SenderDomains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<SenderDomainsQuery, SenderDomainsQueryVariables>;
export const VerifySenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<VerifySenderDomainMutation, VerifySenderDomainMutationVariables>;
export const DeleteSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSenderDomainMutation, DeleteSenderDomainMutationVariables>;
export const SenderDomainDnsProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SenderDomainDnsProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderDomainDnsProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}},{"kind":"Field","name":{"kind":"Name","value":"nameservers"}}]}}]}}]} as unknown as DocumentNode<SenderDomainDnsProviderQuery, SenderDomainDnsProviderQueryVariables>;
export const AutoSetupSenderDomainDnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AutoSetupSenderDomainDns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoSetupSenderDomainDnsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoSetupSenderDomainDns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<AutoSetupSenderDomainDnsMutation, AutoSetupSenderDomainDnsMutationVariables>;
export const UpdateSenderDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSenderDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSenderDomainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSenderDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"dkimSelector"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dkimRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueChunks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spfRequired"}},{"kind":"Field","name":{"kind":"Name","value":"dmarcRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openTracking"}}]}}]} as unknown as DocumentNode<UpdateSenderDomainMutation, UpdateSenderDomainMutationVariables>;
export const SuppressionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppressions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppressions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuppressionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuppressionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suppression"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]} as unknown as DocumentNode<SuppressionsQuery, SuppressionsQueryVariables>;
export const SuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuppressionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuppressionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suppression"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]} as unknown as DocumentNode<SuppressionQuery, SuppressionQueryVariables>;
export const AddSuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSuppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSuppressionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSuppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuppressionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuppressionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suppression"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]} as unknown as DocumentNode<AddSuppressionMutation, AddSuppressionMutationVariables>;
export const RemoveSuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSuppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSuppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RemoveSuppressionMutation, RemoveSuppressionMutationVariables>;
export const MailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplatesQuery, MailTemplatesQueryVariables>;
export const MailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplateQuery, MailTemplateQueryVariables>;
export const RenderMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenderMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variables"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"variables"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variables"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RenderMailTemplateQuery, RenderMailTemplateQueryVariables>;
export const CreateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateMailTemplateMutation, CreateMailTemplateMutationVariables>;
export const UpdateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"variablesSchema"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMailTemplateMutation, UpdateMailTemplateMutationVariables>;
export const DeleteMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMailTemplateMutation, DeleteMailTemplateMutationVariables>;
export const MailWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<MailWebhooksQuery, MailWebhooksQueryVariables>;
export const MailWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<MailWebhookQuery, MailWebhookQueryVariables>;
export const CreateMailWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMailWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<CreateMailWebhookMutation, CreateMailWebhookMutationVariables>;
export const UpdateMailWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<UpdateMailWebhookMutation, UpdateMailWebhookMutationVariables>;
export const DeleteMailWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMailWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMailWebhookMutation, DeleteMailWebhookMutationVariables>;
export const RotateMailWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateMailWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]} as unknown as DocumentNode<RotateMailWebhookSecretMutation, RotateMailWebhookSecretMutationVariables>;
export const MailWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MailWebhookDeliveriesQuery, MailWebhookDeliveriesQueryVariables>;
export const ReplayMailWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayMailWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayMailWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailWebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailWebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailWebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReplayMailWebhookDeliveryMutation, ReplayMailWebhookDeliveryMutationVariables>;
export const PromptPlanSprintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptPlanSprint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"TODO"},{"kind":"EnumValue","value":"IN_PROGRESS"},{"kind":"EnumValue","value":"IN_REVIEW"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromptPlanSprintQuery, PromptPlanSprintQueryVariables>;
export const PromptMyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptMyTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<PromptMyTicketsQuery, PromptMyTicketsQueryVariables>;
export const PromptAssignedTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptAssignedTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"TODO"},{"kind":"EnumValue","value":"IN_PROGRESS"},{"kind":"EnumValue","value":"IN_REVIEW"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromptAssignedTicketsQuery, PromptAssignedTicketsQueryVariables>;
export const PromptProjectSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptProjectSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"loggedMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromptProjectSummaryQuery, PromptProjectSummaryQueryVariables>;
export const PromptTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<PromptTicketQuery, PromptTicketQueryVariables>;
export const PromptSimilarTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptSimilarTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"loggedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PromptSimilarTicketsQuery, PromptSimilarTicketsQueryVariables>;
export const ResourceTicketChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResourceTicketChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketKey"}}]}}]}}]} as unknown as DocumentNode<ResourceTicketChangesSubscription, ResourceTicketChangesSubscriptionVariables>;
export const ResourceDocChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResourceDocChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"docId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResourceDocChangesSubscription, ResourceDocChangesSubscriptionVariables>;
export const ResourceTimerChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResourceTimerChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTimerChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResourceTimerChangesSubscription, ResourceTimerChangesSubscriptionVariables>;
export const AddDependencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDependency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketDependencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTicketDependency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<AddDependencyMutation, AddDependencyMutationVariables>;
export const AddDocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDoc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<AddDocMutation, AddDocMutationVariables>;
export const BranchNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorBranchName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}]}]}}]} as unknown as DocumentNode<BranchNameQuery, BranchNameQueryVariables>;
export const ClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Claim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimMutation, ClaimMutationVariables>;
export const CloseTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<CloseTicketMutation, CloseTicketMutationVariables>;
export const CommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Comment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CommentMutation, CommentMutationVariables>;
export const CreateLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateLabelMutation, CreateLabelMutationVariables>;
export const CreateMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]} as unknown as DocumentNode<CreateMilestoneMutation, CreateMilestoneMutationVariables>;
export const CreateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTicketMutation, CreateTicketMutationVariables>;
export const FindDocsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindDocs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchDocs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<FindDocsQuery, FindDocsQueryVariables>;
export const GetDocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GetDocQuery, GetDocQueryVariables>;
export const GetProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gitRepositoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetProjectQuery, GetProjectQueryVariables>;
export const GetTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"loggedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"newestFirst"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GetTicketQuery, GetTicketQueryVariables>;
export const ListCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newestFirst"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"newestFirst"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newestFirst"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListCommentsQuery, ListCommentsQueryVariables>;
export const ListDocsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListDocs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListDocsQuery, ListDocsQueryVariables>;
export const ListProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ListProjectsQuery, ListProjectsQueryVariables>;
export const ListTimeEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListTimeEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ListTimeEntriesQuery, ListTimeEntriesQueryVariables>;
export const ListUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ListUsersQuery, ListUsersQueryVariables>;
export const LogWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<LogWorkMutation, LogWorkMutationVariables>;
export const MyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"StringValue","value":"assignee = currentUser() AND category IN (todo, in_progress, in_review) ORDER BY priority DESC, updated DESC","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<MyTicketsQuery, MyTicketsQueryVariables>;
export const MyTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<MyTimerQuery, MyTimerQueryVariables>;
export const QueryTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<QueryTicketsQuery, QueryTicketsQueryVariables>;
export const RemoveDependencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDependency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketDependencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTicketDependency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDependencyMutation, RemoveDependencyMutationVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusCategory"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusCategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SessionStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}}]}}]}}]} as unknown as DocumentNode<SessionStartQuery, SessionStartQueryVariables>;
export const TimerStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TimerStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTimerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTimer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}}]} as unknown as DocumentNode<TimerStartMutation, TimerStartMutationVariables>;
export const TimerStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TimerStop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<TimerStopMutation, TimerStopMutationVariables>;
export const UpdateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateTicketMutation, UpdateTicketMutationVariables>;
export const WhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}}]}}]}}]} as unknown as DocumentNode<WhoAmIQuery, WhoAmIQueryVariables>;
export const LinearCompatIssuesByStatusNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinearCompatIssuesByStatusNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusNames"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorIssuesByStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusNames"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinearCompatIssue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinearCompatIssue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}}]}}]} as unknown as DocumentNode<LinearCompatIssuesByStatusNamesQuery, LinearCompatIssuesByStatusNamesQueryVariables>;
export const LinearCompatIssuesByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinearCompatIssuesByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorIssuesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinearCompatIssue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinearCompatIssue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}}]}}]} as unknown as DocumentNode<LinearCompatIssuesByIdsQuery, LinearCompatIssuesByIdsQueryVariables>;
export const LinearCompatViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinearCompatViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LinearCompatViewerQuery, LinearCompatViewerQueryVariables>;
export const OrchestratorCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"states"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"states"},"value":{"kind":"Variable","name":{"kind":"Name","value":"states"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrchestratorCandidatesQuery, OrchestratorCandidatesQueryVariables>;
export const OrchestratorIssuesByStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorIssuesByStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"states"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorIssuesByStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"states"},"value":{"kind":"Variable","name":{"kind":"Name","value":"states"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrchestratorIssuesByStatesQuery, OrchestratorIssuesByStatesQueryVariables>;
export const OrchestratorIssuesByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorIssuesByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorIssuesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrchestratorIssuesByIdsQuery, OrchestratorIssuesByIdsQueryVariables>;
export const OrchestratorBranchNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorBranchName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorBranchName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}]}]}}]} as unknown as DocumentNode<OrchestratorBranchNameQuery, OrchestratorBranchNameQueryVariables>;
export const RecordAgentEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAgentEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentEventInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAgentEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}}]}}]}}]} as unknown as DocumentNode<RecordAgentEventsMutation, RecordAgentEventsMutationVariables>;
export const OrchestratorQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrchestratorIssueRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrchestratorIssueRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrchestratorQueryQuery, OrchestratorQueryQueryVariables>;
export const SetupOrchestratorAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupOrchestratorAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SetupOrchestratorAccountMutation, SetupOrchestratorAccountMutationVariables>;
export const SetupOrchestratorProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupOrchestratorProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorProjectsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectKey"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<SetupOrchestratorProjectsMutation, SetupOrchestratorProjectsMutationVariables>;
export const SetupOrchestratorKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupOrchestratorKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupOrchestratorKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SetupOrchestratorKeyMutation, SetupOrchestratorKeyMutationVariables>;
export const OrchestratorWorkflowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrchestratorWorkflows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeStates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terminalStates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tracker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorWorkflowTracker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orchestratorWorkflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeStates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeStates"}}},{"kind":"Argument","name":{"kind":"Name","value":"terminalStates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terminalStates"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tracker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"projectKeys"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<OrchestratorWorkflowsQuery, OrchestratorWorkflowsQueryVariables>;
export const TestOrchestratorConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOrchestratorConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrchestratorConnectionTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testOrchestratorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectKey"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"missingPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TestOrchestratorConnectionMutation, TestOrchestratorConnectionMutationVariables>;
export const AttachmentContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]} as unknown as DocumentNode<AttachmentContentQuery, AttachmentContentQueryVariables>;
export const TicketAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<TicketAttachmentsQuery, TicketAttachmentsQueryVariables>;
export const DocAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<DocAttachmentsQuery, DocAttachmentsQueryVariables>;
export const DeleteAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const AttachmentTargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentParentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parent"}}}]}]}}]} as unknown as DocumentNode<AttachmentTargetQuery, AttachmentTargetQueryVariables>;
export const RegisterAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<RegisterAttachmentMutation, RegisterAttachmentMutationVariables>;
export const DocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Doc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DocQuery, DocQueryVariables>;
export const SearchDocsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchDocs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchDocs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<SearchDocsQuery, SearchDocsQueryVariables>;
export const CreateDocSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDocSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateDocSpaceMutation, CreateDocSpaceMutationVariables>;
export const CreateDocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDoc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<CreateDocMutation, CreateDocMutationVariables>;
export const UpdateDocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDoc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<UpdateDocMutation, UpdateDocMutationVariables>;
export const DocRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredFrom"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocRevisionsQuery, DocRevisionsQueryVariables>;
export const DocDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"docId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}]}}]} as unknown as DocumentNode<DocDiffQuery, DocDiffQueryVariables>;
export const RestoreDocRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreDocRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDocRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"docId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docId"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<RestoreDocRevisionMutation, RestoreDocRevisionMutationVariables>;
export const EmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]}}]} as unknown as DocumentNode<EmailDeliveryQuery, EmailDeliveryQueryVariables>;
export const ConnectEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectEmailDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectEmailDeliveryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectEmailDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]}}]} as unknown as DocumentNode<ConnectEmailDeliveryMutation, ConnectEmailDeliveryMutationVariables>;
export const ConfigureEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigureEmailDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigureEmailDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configureEmailDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]}}]} as unknown as DocumentNode<ConfigureEmailDeliveryMutation, ConfigureEmailDeliveryMutationVariables>;
export const DisconnectEmailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectEmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectEmailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}}]}}]}}]} as unknown as DocumentNode<DisconnectEmailDeliveryMutation, DisconnectEmailDeliveryMutationVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const AcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}}]}}]} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UserInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<UserInvitesQuery, UserInvitesQueryVariables>;
export const RevokeInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const ResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResendInviteMutation, ResendInviteMutationVariables>;
export const InviteByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteByTokenQuery, InviteByTokenQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CurrentCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"oauthClientName"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delegatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentCredentialQuery, CurrentCredentialQueryVariables>;
export const ProjectTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}}]}}]}}]} as unknown as DocumentNode<ProjectTemplatesQuery, ProjectTemplatesQueryVariables>;
export const SaveProjectTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProjectTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveProjectTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProjectTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}}]}}]}}]} as unknown as DocumentNode<SaveProjectTemplateMutation, SaveProjectTemplateMutationVariables>;
export const CreateProjectFromTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProjectFromTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectFromTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProjectFromTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProjectFromTemplateMutation, CreateProjectFromTemplateMutationVariables>;
export const LogTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<LogTimeMutation, LogTimeMutationVariables>;
export const UpdateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}}]}}]}}]} as unknown as DocumentNode<UpdateTimeEntryMutation, UpdateTimeEntryMutationVariables>;
export const DeleteTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeEntryMutation, DeleteTimeEntryMutationVariables>;
export const TimeEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TimeEntriesQuery, TimeEntriesQueryVariables>;
export const CurrentTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentTimerQuery, CurrentTimerQueryVariables>;
export const StartTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTimer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTimerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTimer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<StartTimerMutation, StartTimerMutationVariables>;
export const StopTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<StopTimerMutation, StopTimerMutationVariables>;
export const WorkspaceWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailureReason"}}]}}]}}]} as unknown as DocumentNode<WorkspaceWebhooksQuery, WorkspaceWebhooksQueryVariables>;
export const CreateWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWorkspaceWebhookMutation, CreateWorkspaceWebhookMutationVariables>;
export const UpdateWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventFilters"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkspaceWebhookMutation, UpdateWorkspaceWebhookMutationVariables>;
export const DeleteWorkspaceWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkspaceWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspaceWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkspaceWebhookMutation, DeleteWorkspaceWebhookMutationVariables>;
export const RotateWorkspaceWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWorkspaceWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWorkspaceWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateWorkspaceWebhookSecretMutation, RotateWorkspaceWebhookSecretMutationVariables>;
export const WorkspaceWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WorkspaceWebhookDeliveriesQuery, WorkspaceWebhookDeliveriesQueryVariables>;
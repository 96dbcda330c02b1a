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
};

/** An API key. Its secret is shown once, at creation; only a SHA-256 hash is stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTimeISO']['output'];
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

/** A comment on a ticket. Internal comments are visible to holders of `comment:internal:read` only. */
export type Comment = {
  __typename?: 'Comment';
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

export type CreateApiKeyInput = {
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  name: Scalars['String']['input'];
  /** Extra scopes, e.g. `mcp:use`. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Owner of the key (yourself, or a bot); defaults to you. */
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

export type GlobalRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'SUPER_ADMIN';

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

/** `full`: the whole /v1 API; `sending`: sends only. */
export type MailKeyAccess =
  | 'FULL'
  | 'SENDING';

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
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Visible to project admins and members only, not to viewers. */
  private: Scalars['Boolean']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addProjectMember: ProjectMember;
  /** Records that one ticket blocks another. Needs `ticket:update` on both. */
  addTicketDependency: TicketDependency;
  createApiKey: CreateApiKeyPayload;
  /** Creates a bot (service account) owned by you. */
  createBot: User;
  /** Needs `comment:create`; an internal comment also `comment:internal:read`. */
  createComment: Comment;
  /** Needs `ticket:update` in the project. */
  createLabel: Label;
  /** Creates a mail account owned by you. */
  createMailAccount: MailAccount;
  createMailApiKey: CreateMailApiKeyPayload;
  /** Needs `ticket:update` in the project; a budget needs project admin. */
  createMilestone: Milestone;
  /** Creates a project with the default statuses; you become its admin. */
  createProject: Project;
  /** Registers a domain and generates its DKIM key; returns the records to publish. */
  createSenderDomain: SenderDomain;
  /** Adds a status at the end of the board. Needs `project:settings:manage`. */
  createStatus: Status;
  /** Creates a ticket with the next key of the project; you are its reporter. Needs `ticket:create`. */
  createTicket: Ticket;
  createUser: User;
  /** Needs `ticket:update` in the project. */
  createVersion: Version;
  deactivateUser: User;
  /** The author, or a project admin. */
  deleteComment: Scalars['Boolean']['output'];
  /** Needs `project:settings:manage`; removes the label from every ticket. */
  deleteLabel: Scalars['Boolean']['output'];
  /** Needs `project:settings:manage`. Its tickets lose the milestone. */
  deleteMilestone: Scalars['Boolean']['output'];
  /** Deletes a project and everything in it. */
  deleteProject: Scalars['Boolean']['output'];
  /** Deregisters the domain: its key is destroyed; DNS records stay at your provider. */
  deleteSenderDomain: SenderDomain;
  /** Deletes a status no ticket uses (CONFLICT otherwise). Needs `project:settings:manage`. */
  deleteStatus: Scalars['Boolean']['output'];
  /** Deletes a ticket with its comments and dependencies. Needs `ticket:delete`. */
  deleteTicket: Scalars['Boolean']['output'];
  /** Needs `project:settings:manage`. Its tickets lose the version. */
  deleteVersion: Scalars['Boolean']['output'];
  /** Signs in with email and password. Repeated failures are throttled. */
  login: LoginPayload;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  removeProjectMember: Scalars['Boolean']['output'];
  removeTicketDependency: Scalars['Boolean']['output'];
  /** Sets the board order. Needs `project:settings:manage`. */
  reorderStatuses: Array<Status>;
  revokeApiKey: ApiKey;
  revokeMailApiKey: MailApiKey;
  /** Authors only. */
  updateComment: Comment;
  updateLabel: Label;
  updateMilestone: Milestone;
  updateProject: Project;
  updateProjectMember: ProjectMember;
  /** Renames or recategorises a status. Needs `project:settings:manage`. */
  updateStatus: Status;
  /** Changes the given fields; omitted fields stay. Needs `ticket:update`. */
  updateTicket: Ticket;
  updateUser: User;
  updateVersion: Version;
  /** Looks the records up in DNS and updates the verification status. */
  verifySenderDomain: VerifySenderDomainPayload;
};


export type MutationAddProjectMemberArgs = {
  input: ProjectMemberInput;
};


export type MutationAddTicketDependencyArgs = {
  input: TicketDependencyInput;
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


export type MutationCreateSenderDomainArgs = {
  input: CreateSenderDomainInput;
};


export type MutationCreateStatusArgs = {
  input: CreateStatusInput;
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


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCommentArgs = {
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


export type MutationDeleteSenderDomainArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteStatusArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRemoveProjectMemberArgs = {
  input: RemoveProjectMemberInput;
};


export type MutationRemoveTicketDependencyArgs = {
  input: TicketDependencyInput;
};


export type MutationReorderStatusesArgs = {
  input: ReorderStatusesInput;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeMailApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
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


export type MutationUpdateProjectMemberArgs = {
  input: ProjectMemberInput;
};


export type MutationUpdateStatusArgs = {
  input: UpdateStatusInput;
};


export type MutationUpdateTicketArgs = {
  input: UpdateTicketInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateVersionArgs = {
  input: UpdateVersionInput;
};


export type MutationVerifySenderDomainArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

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
  /** Tickets of the project you can see, newest first. */
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

export type ProjectRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'VIEWER';

export type Query = {
  __typename?: 'Query';
  /** API keys of a user (default: you). Secrets are never listed. */
  apiKeys: Array<ApiKey>;
  /** Security-relevant actions, newest first. Workspace admins only. */
  auditLog: AuditEntryConnection;
  /** Mail accounts you own. */
  mailAccounts: Array<MailAccount>;
  /** API keys of one of your mail accounts. Secrets are never listed. */
  mailApiKeys: Array<MailApiKey>;
  /** The signed-in user. */
  me: User;
  /** A project by key. NOT_FOUND when it does not exist or you cannot see it. */
  project: Project;
  /** Projects you can see. */
  projects: ProjectConnection;
  /** Tickets you can see matching a query and filters; by relevance when a query is given, else newest first. */
  searchTickets: TicketConnection;
  senderDomain: SenderDomain;
  senderDomains: SenderDomainConnection;
  /** A ticket by key, e.g. `WEB-42`. NOT_FOUND when it does not exist or you cannot see it. */
  ticket: Ticket;
  user?: Maybe<User>;
  /** Active users and bots, for assignment and membership pickers. */
  users: Array<User>;
};


export type QueryApiKeysArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryMailApiKeysArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryProjectArgs = {
  key: Scalars['String']['input'];
};


export type QueryProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
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


export type QuerySenderDomainsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryTicketArgs = {
  key: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
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

export type ResolvedMailKey = {
  __typename?: 'ResolvedMailKey';
  access: Scalars['String']['output'];
  accountId: Scalars['ID']['output'];
  apiKeyId: Scalars['ID']['output'];
  domainId?: Maybe<Scalars['ID']['output']>;
};

export type ResolvedViewer = {
  __typename?: 'ResolvedViewer';
  apiKeyId?: Maybe<Scalars['ID']['output']>;
  authMethod: Scalars['String']['output'];
  /** When the key or session expires. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  globalRole: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
  sessionId?: Maybe<Scalars['ID']['output']>;
  userId: Scalars['ID']['output'];
  userKind: Scalars['String']['output'];
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
  /** Changes to the tickets of a project that you can see. NOT_FOUND when you cannot read the project. */
  ticketChanged: TicketChangeEvent;
};


export type SubscriptionTicketChangedArgs = {
  projectKey: Scalars['String']['input'];
};

/** A ticket: a unit of work in a project, keyed `<PROJECT_KEY>-<number>`. */
export type Ticket = {
  __typename?: 'Ticket';
  /** Who may see the ticket while it is private: the reporter, the assignees and whoever was added. */
  accessList: Array<User>;
  assignees: Array<User>;
  /** Tickets this one waits for (those you can see). */
  blockedBy: Array<Ticket>;
  /** Tickets waiting for this one (those you can see). */
  blocks: Array<Ticket>;
  /** Number of comments you can see. */
  commentCount: Scalars['Int']['output'];
  /** Comments, oldest first; internal ones only for holders of `comment:internal:read`. */
  comments: CommentConnection;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  estimatedMinutes?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** `<PROJECT_KEY>-<number>`, unique in the workspace. */
  key: Scalars['String']['output'];
  labels: Array<Label>;
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

/** Urgency of a ticket, highest first. */
export type TicketPriority =
  | 'BLOCKER'
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  | 'TRIVIAL';

export type UpdateCommentInput = {
  /** Markdown, not empty. */
  body?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  internal?: InputMaybe<Scalars['Boolean']['input']>;
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

export type UpdateStatusInput = {
  /** New category; tickets in the status move with it. */
  category?: InputMaybe<StatusCategory>;
  id: Scalars['ID']['input'];
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
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

export type UpdateUserInput = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  globalRole?: InputMaybe<GlobalRole>;
  id: Scalars['ID']['input'];
  /** New password (yourself only). */
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

/** A workspace user: a human, or a bot (service account) that authenticates with API keys only. */
export type User = {
  __typename?: 'User';
  /** False once deactivated. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  deactivatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  globalRole: GlobalRole;
  id: Scalars['ID']['output'];
  kind: UserKind;
  /** Owner of a bot. */
  owner?: Maybe<User>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A person, or a service account (bot) owned by one. */
export type UserKind =
  | 'BOT'
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

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', token: string, expiresAt: string, user: { __typename?: 'User', id: string, email: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, displayName: string, kind: UserKind, globalRole: GlobalRole } };


export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
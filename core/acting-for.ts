import { ruleError, type AppError } from './errors.js';
import type { PermissionErrorReason } from './permissions.js';
import type { Viewer } from './viewer.js';

/**
 * The one acting-for rule (docs/permissions.md, "Acting for someone"): every credential resolves to a viewer
 * that says who acts and how the credential came to be. A credential that acts on someone's behalf without being
 * their own sign-in (an OAuth grant of an AI client, any call made through the MCP server, an API key someone else
 * minted for its owner) is *delegated*: it reaches the owner's data under the owner's permissions, and never
 * credential management. Every subgraph applies `refuseDelegatedCredentialManagement` to its mutations
 * (core/federated-schema.ts); the MCP server leaves the same fields out of its tools.
 */
export type Delegation = 'oauth' | 'mcp' | 'minted-by-other';

/** How `viewer` acts for its user, or null for the user's own session or own API key (and for non-user viewers). */
export function delegationOf(viewer: Viewer): Delegation | null {
  if (viewer.kind !== 'user') return null;
  if (viewer.authMethod === 'oauth') return 'oauth';
  if (viewer.via === 'mcp') return 'mcp';
  if (viewer.mintedBy) return 'minted-by-other';
  return null;
}

type Args = Record<string, unknown>;
const always = (): boolean => true;
const inputSets =
  (...fields: string[]) =>
  (args: Args): boolean => {
    const input = args.input as Args | null | undefined;
    return !!input && fields.some((field) => input[field] !== undefined && input[field] !== null);
  };

/**
 * Mutations that manage credentials, in every subgraph: API keys, passwords and sign-in, invitations, mail keys,
 * the connect-AI-clients setting, who holds which global role or owns a bot, the mail key the workspace's email uses, and
 * the secrets of webhooks, federation links and invites. The predicate says whether the call's arguments touch credentials
 * (`updateUser` only when it sets a password, the AI-client setting, a role or a bot's owner).
 */
export const credentialManagementFields: Readonly<Record<string, (args: Args) => boolean>> = {
  // workspace: keys, sign-in, passwords, accounts, invitations
  createApiKey: always,
  revokeApiKey: always,
  login: always,
  logout: always,
  requestPasswordReset: always,
  resetPassword: always,
  inviteUser: always,
  acceptInvite: always,
  revokeInvite: always,
  resendInvite: always,
  createUser: always,
  deactivateUser: always,
  reactivateUser: always,
  updateUser: inputSets('password', 'connectAiClients', 'globalRole', 'ownerId'),
  setupOrchestratorKey: always,
  connectEmailDelivery: always,
  configureEmailDelivery: always,
  disconnectEmailDelivery: always,
  createWorkspaceWebhook: always,
  rotateWorkspaceWebhookSecret: always,
  // mail: keys and signing secrets
  createMailApiKey: always,
  revokeMailApiKey: always,
  provisionWorkspaceSender: always, // mints the workspace's sending key (connectEmailDelivery calls it with the admin's own key)
  createWebhook: always,
  rotateWebhookSecret: always,
  // federation: link tokens and secrets, invites
  createFederationLink: always,
  rotateFederationLinkToken: always,
  rotateFederationLinkSecret: always,
  createProjectFederationInvite: always,
  acceptProjectFederationInvite: always,
};

/** Whether a root mutation field manages credentials whatever its arguments (the MCP server offers no tool for it). */
export const isCredentialManagementField = (field: string): boolean => Object.hasOwn(credentialManagementFields, field);

const delegationNames: Record<Delegation, string> = {
  oauth: 'an AI client’s OAuth grant',
  mcp: 'the MCP server',
  'minted-by-other': 'an API key minted for you by someone else',
};

/** Refused with FORBIDDEN, reason DELEGATED_CREDENTIAL: credential management asked for with a delegated credential. */
export const delegatedCredentialRefused = (field: string, delegation: Delegation): AppError =>
  ruleError<PermissionErrorReason>(
    'FORBIDDEN',
    'DELEGATED_CREDENTIAL',
    `${field} manages credentials: it needs your own session or an API key you minted yourself, not ${delegationNames[delegation]}`,
    { delegation },
  );

/** Throws when `field` with `args` manages credentials and `viewer` is delegated; the one check every subgraph runs. */
export function refuseDelegatedCredentialManagement(field: string, args: Args, viewer: Viewer): void {
  const touches = credentialManagementFields[field];
  if (!touches?.(args)) return;
  const delegation = delegationOf(viewer);
  if (delegation) throw delegatedCredentialRefused(field, delegation);
}

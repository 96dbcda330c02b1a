import { ruleError, type AppError } from '../../../core/errors.js';
import type { ApiKeyScope } from '../../../core/permissions.js';

/** Why identity refuses something (`extensions.reason`): sign-in, users, bots, API keys, OAuth. */
export const identityErrorReasons = [
  'SIGN_IN_THROTTLED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'OWN_PROFILE_ONLY',
  'OWN_PASSWORD_ONLY',
  'CURRENT_PASSWORD_INCORRECT',
  'SUPER_ADMIN_REQUIRED',
  'BOTS_CANNOT_CREATE_BOTS',
  'BOTS_CANNOT_MINT_API_KEYS',
  'PERSONAL_API_KEY_NOT_ALLOWED',
  'BOT_API_KEY_NOT_ALLOWED',
  'API_KEY_SCOPE_NOT_HELD',
  'OAUTH_INVALID_CLIENT',
  'OAUTH_INVALID_GRANT',
  'OAUTH_INVALID_SCOPE',
  'OAUTH_INVALID_TARGET',
  'AI_CLIENTS_DISABLED',
  'NOT_AGENT_OWNER',
] as const;
export type IdentityErrorReason = (typeof identityErrorReasons)[number];

const identityError = ruleError<IdentityErrorReason>;

export const signInThrottled = (retryAfterSeconds: number): AppError =>
  identityError(
    'TOO_MANY_REQUESTS',
    'SIGN_IN_THROTTLED',
    `Too many failed sign-in attempts; try again in ${retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`}`,
    { retryAfterSeconds },
  );

export const invalidCredentials = (): AppError => identityError('UNAUTHENTICATED', 'INVALID_CREDENTIALS', 'Invalid email or password');

export const emailTaken = (): AppError =>
  identityError('CONFLICT', 'EMAIL_TAKEN', 'A user with this email already exists', { field: 'email' });

export const ownProfileOnly = (): AppError => identityError('FORBIDDEN', 'OWN_PROFILE_ONLY', 'You may only edit your own profile');

export const ownPasswordOnly = (): AppError => identityError('FORBIDDEN', 'OWN_PASSWORD_ONLY', 'Only the user may change their password');

export const currentPasswordIncorrect = (): AppError =>
  identityError('FORBIDDEN', 'CURRENT_PASSWORD_INCORRECT', 'currentPassword is not your current password', { field: 'currentPassword' });

const superAdminActions = {
  create: 'create another super-admin',
  grant: 'grant or remove super-admin',
  deactivate: 'deactivate a super-admin',
  reactivate: 'reactivate a super-admin',
} as const;

/** Creating (or inviting), granting, removing, deactivating or reactivating a super-admin takes a super-admin. */
export const superAdminRequired = (action: keyof typeof superAdminActions): AppError =>
  identityError('FORBIDDEN', 'SUPER_ADMIN_REQUIRED', `Only a super-admin may ${superAdminActions[action]}`);

export const botsCannotCreateBots = (): AppError => identityError('FORBIDDEN', 'BOTS_CANNOT_CREATE_BOTS', 'Bots cannot create bots');

export const botsCannotMintApiKeys = (): AppError => identityError('FORBIDDEN', 'BOTS_CANNOT_MINT_API_KEYS', 'Bots cannot mint keys');

export const personalApiKeyNotAllowed = (): AppError =>
  identityError(
    'FORBIDDEN',
    'PERSONAL_API_KEY_NOT_ALLOWED',
    "Minting another person's key needs a super-admin, and their key may reach no private ticket the super-admin cannot read",
  );

export const botApiKeyNotAllowed = (): AppError =>
  identityError(
    'FORBIDDEN',
    'BOT_API_KEY_NOT_ALLOWED',
    "Minting a bot's key needs its owner, a super-admin, or an admin of every project the bot is in; and it may reach no private ticket the minter cannot read",
  );

/** A key cannot carry a scope its owner's role does not grant. */
export const apiKeyScopeNotHeld = (scope: ApiKeyScope): AppError =>
  identityError('FORBIDDEN', 'API_KEY_SCOPE_NOT_HELD', `The key owner lacks the ${scope} permission`, { scope });

/** OAuth refusals; the gateway's authorization server answers each as the OAuth error of the same name. */
export const oauthInvalidClient = (message = 'Unknown client or wrong client secret'): AppError =>
  identityError('UNAUTHENTICATED', 'OAUTH_INVALID_CLIENT', message);

export const oauthInvalidGrant = (message: string): AppError => identityError('BAD_USER_INPUT', 'OAUTH_INVALID_GRANT', message);

export const oauthInvalidScope = (scope: string): AppError =>
  identityError('BAD_USER_INPUT', 'OAUTH_INVALID_SCOPE', `Unsupported scope ${scope}: this server grants mcp:use only`, { scope });

export const oauthInvalidTarget = (message: string): AppError => identityError('BAD_USER_INPUT', 'OAUTH_INVALID_TARGET', message);

export const aiClientsDisabled = (): AppError =>
  identityError(
    'FORBIDDEN',
    'AI_CLIENTS_DISABLED',
    'Connecting AI clients is turned off for this account (its "connect AI clients" setting)',
  );

export const notAgentOwner = (): AppError =>
  identityError('FORBIDDEN', 'NOT_AGENT_OWNER', 'An AI client may act as you or as an active bot you own, nobody else', {
    field: 'actingUserId',
  });

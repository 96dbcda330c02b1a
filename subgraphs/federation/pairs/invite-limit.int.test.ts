import { startApp, type RunningApp } from '../../../gateway/app.js';
import { newId } from '../../../core/ids.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { encodeInviteToken } from './invite-token.js';
import { INVITE_ACCEPTS_PER_MINUTE } from './invite-throttle.js';

// Handing an invite over (`federationInviteAccept` on /graphql, `POST /federation/invites/accept`)
// needs no credential but the token: one limit per client address, counted in the database, holds
// for both surfaces and for every gateway process on that database.

let a: TestApp;
/** A second process on A's database (PostgreSQL only: an embedded data folder has one process). */
let second: RunningApp | undefined;

const ACCEPT = `mutation($input: FederationInviteAcceptInput!) { federationInviteAccept(input: $input) }`;
/** A well-formed acceptance of an invite that does not exist: refused as INVITE_INVALID, but counted. */
const guess = () => ({
  token: encodeInviteToken({ url: 'https://inviting.example', inviteId: newId(), secret: 'invsec_guessed_guessed_guessed' }),
  protocol: 1,
  version: '0.1.0',
  instanceId: newId(),
  url: 'https://partner.example',
  incomingToken: 'svc_fed_0123456789abcdefghij',
});
const overGraphql = async (url: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ACCEPT, variables: { input: guess() } }),
  });
  const body = (await response.json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  return body.errors?.[0]?.extensions;
};
const overRest = async (url: string) => {
  const response = await fetch(`${url}/federation/invites/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guess()),
  });
  return { status: response.status, error: ((await response.json()) as { error: Record<string, unknown> }).error };
};

beforeAll(async () => {
  a = await startTestApp();
  const config = a.app.platform.config;
  if (config.DATABASE_URL) {
    second = await startApp({ ...config, PORT: 0, SVC_MCP_PORT: 0 }, { announce: () => {}, clock: a.clock });
  }
});
afterAll(async () => {
  await second?.close();
  await a.close();
});

it('counts GraphQL and REST acceptances from one address together, across processes, and frees them after a minute', async () => {
  // Half over GraphQL, half over REST, spread over both processes where there are two: each is a refused guess, and counted.
  for (let attempt = 0; attempt < INVITE_ACCEPTS_PER_MINUTE; attempt++) {
    const url = second && attempt % 4 >= 2 ? second.url : a.url;
    if (attempt % 2 === 0) {
      expect(await overGraphql(url)).toMatchObject({ code: 'NOT_FOUND', reason: 'INVITE_INVALID' });
    } else {
      expect(await overRest(url)).toMatchObject({ status: 404, error: { code: 'not_found', reason: 'INVITE_INVALID' } });
    }
  }
  expect(await overGraphql(a.url)).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    reason: 'INVITE_RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
  expect(await overRest((second ?? a.app).url)).toMatchObject({
    status: 429,
    error: { code: 'rate_limit_exceeded', reason: 'INVITE_RATE_LIMITED' },
  });
  // A malformed token is counted too (it is a guess like any other).
  const malformed = await fetch(`${a.url}/federation/invites/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...guess(), token: 'svc_inv_nope' }),
  });
  expect(malformed.status).toBe(429);

  a.clock.advance(60_001);
  expect(await overGraphql(a.url)).toMatchObject({ reason: 'INVITE_INVALID' });
  expect(await overRest((second ?? a.app).url)).toMatchObject({ status: 404, error: { reason: 'INVITE_INVALID' } });
});

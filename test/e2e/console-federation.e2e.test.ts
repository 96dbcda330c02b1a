import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { Agent, fetch } from 'undici';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { scratchDir } from '../support/database.js';
import { createTestTls } from '../support/tls.js';

// The console's federation pages in Debian's Chromium, against two platforms as `npm start` runs them, each serving HTTPS
// with a test CA's certificate and trusting that CA for its peer: Admin, Federation (instance links, their controls and
// conflicts) on A, and Project Settings, Federation (invites, the pair) on A with B accepting through its REST route.

let a: ConsolePlatform;
let b: ConsolePlatform;
let browser: Browser;
let agent: Agent;
const tokens = new Map<ConsolePlatform, string>();

/** One GraphQL operation against `platform` (as its admin unless `token`); throws on any error. */
async function gql<T>(platform: ConsolePlatform, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    dispatcher: agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? tokens.get(platform)}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`${JSON.stringify(body.errors)}\n${query}`);
  return body.data!;
}

const login = async (platform: ConsolePlatform, email: string, password: string): Promise<string> => {
  const response = await fetch(`${platform.url}/graphql`, {
    dispatcher: agent,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email, password } },
    }),
  });
  return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
};

/** `POST /federation/accept-project-invite` on `platform` as its admin: the status and the answer. */
async function acceptInvite(platform: ConsolePlatform, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${platform.url}/federation/accept-project-invite`, {
    dispatcher: agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(platform)}` },
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Asks `probe` until it answers something truthy (and answers that), or fails naming `what`. */
async function eventually<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A page of its own (no shared session) at `width`; the test CA is not the browser's, so certificates are not checked. */
const newPage = async (width = 1280): Promise<Page> =>
  (await browser.newContext({ viewport: { width, height: 900 }, ignoreHTTPSErrors: true })).newPage();

/** A link's card on Admin, Federation. */
const linkCard = (page: Page, name: string) => page.getByRole('article', { name: `Link ${name}` });

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  // No nudges: a link polls when it is new and then only on "Sync now" (3600 s interval), so a conflict can be staged.
  const env = { FEDERATION_NUDGE: 'false' };
  // The browser first: platforms started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  [a, b] = await Promise.all([startConsolePlatform(env, { tls }), startConsolePlatform(env, { tls })]);
  for (const platform of [a, b]) tokens.set(platform, await login(platform, ADMIN_EMAIL, ADMIN_PASSWORD));
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await agent?.close();
});

describe('Admin, Federation', () => {
  it('adds a link (credentials shown once), tests the connection, syncs, decides a conflict, and runs every control', async () => {
    await gql(a, `mutation { createProject(input: { key: "OPS", name: "Operations" }) { id } }`);
    const ticketA = (
      await gql<{ createTicket: { id: string } }>(
        a,
        `mutation { createTicket(input: { projectKey: "OPS", title: "Rotate keys", description: "v1" }) { id } }`,
      )
    ).createTicket.id;

    const page = await newPage();
    await signIn(page, a.url);
    await page.goto(`${a.url}/admin/federation`);
    await page.getByText('No instance links yet').waitFor();

    // A plain-http peer is refused next to its field.
    await page.getByText('Add a link').click();
    const form = page.getByRole('form', { name: 'Add a link' });
    await form.getByLabel('Name').fill('Instance B');
    await form.getByLabel('Peer URL').fill(b.url.replace('https:', 'http:'));
    await form.getByLabel('Direction (from this side)').selectOption('BIDIRECTIONAL');
    await form.getByLabel('Poll interval (seconds)').fill('3600');
    await form.getByRole('button', { name: 'Add link' }).click();
    const urlError = page.locator('#new-link-remoteUrl-error');
    await urlError.waitFor();
    expect(await urlError.textContent()).toMatch(/https/);
    await form.getByLabel('Peer URL').fill(b.url);
    await form.getByRole('button', { name: 'Add link' }).click();

    // The incoming token and the generated secret, once.
    const incoming = await page.getByRole('article', { name: 'Incoming token' }).getByTestId('secret').textContent();
    const secret = await page.getByRole('article', { name: 'Shared secret' }).getByTestId('secret').textContent();
    expect(incoming).toMatch(/^svc_fed_/);
    expect(secret).toMatch(/^fedsec_/);
    await page.getByRole('article', { name: 'Shared secret' }).getByText('you will not see this again').waitFor();
    const card = linkCard(page, 'Instance B');
    await card.getByText('Pending first sync').waitFor();
    await card.getByText("The peer's token has not been entered yet").waitFor();
    await screenshot(page, 'console-admin-federation-created');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('secret').count()).toBe(0);

    // Before B has a link, the handshake is refused: the result says why.
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card
      .getByRole('status')
      .filter({ hasText: /Connection failed/ })
      .waitFor();

    // B's admin enters A's token and secret (through B's API); A's admin enters B's token through Edit.
    const onB = (
      await gql<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(
        b,
        `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken link { id } } }`,
        {
          input: {
            name: 'Instance A',
            remoteUrl: a.url,
            direction: 'BIDIRECTIONAL',
            pollIntervalSeconds: 3600,
            peerToken: incoming,
            sharedSecret: secret,
          },
        },
      )
    ).createFederationLink;
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit Instance B' });
    await edit.getByLabel("Peer's token").fill(onB.incomingToken);
    await edit.getByRole('button', { name: 'Save link' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByText("The peer's token has not been entered yet").waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Test connection' }).click();
    await card
      .getByRole('status')
      .filter({ hasText: /Connection OK/ })
      .waitFor();
    await screenshot(page, 'console-admin-federation-connection-ok');

    // Each side's first poll runs by itself (a new link); B has A's ticket after it.
    const ticketB = await eventually("A's ticket on B", async () => {
      const found = await gql<{ projects: { nodes: Array<{ key: string; tickets: { nodes: Array<{ id: string }> } }> } }>(
        b,
        `query { projects(first: 10) { nodes { key tickets(first: 5) { nodes { id } } } } }`,
      );
      return found.projects.nodes.find((project) => project.key === 'OPS')?.tickets.nodes[0]?.id;
    });
    await eventually("A's first poll", async () => {
      const links = await gql<{ federationLinks: { nodes: Array<{ lastPolledAt: string | null }> } }>(
        a,
        `query { federationLinks { nodes { lastPolledAt } } }`,
      );
      return links.federationLinks.nodes[0]?.lastPolledAt;
    });
    // A poll may still be running when the admin clicks (A's link polls once by itself when it is new and once more when B's
    // first handshake comes before A's first poll ends): "Sync now" then says the link is being synced, and a click once
    // that poll has ended syncs. Any other answer fails here with its text.
    await eventually('a "Sync now" that syncs', async () => {
      await card.getByRole('button', { name: 'Sync now' }).click();
      const answer = card
        .getByRole('status')
        .filter({ hasText: /Synced at|Sync failed/ })
        .or(card.getByRole('alert'))
        .first();
      await answer.waitFor();
      const text = (await answer.textContent()) ?? '';
      if (/being synced right now/.test(text)) return false;
      expect(text).toMatch(/^Synced at/);
      return true;
    });
    await card.getByText('Healthy').waitFor();

    // Both sides change the same field before either reads the other's: a conflict on each side.
    const describe = (platform: ConsolePlatform, id: string, text: string) =>
      gql(platform, `mutation($id: ID!, $d: String!) { updateTicket(input: { id: $id, description: $d }) { id } }`, { id, d: text });
    await describe(a, ticketA, 'from A');
    await describe(b, ticketB, 'from B');
    await gql(b, `mutation($id: ID!) { syncFederationLink(id: $id) { health } }`, { id: onB.link.id });
    await card.getByRole('button', { name: 'Sync now' }).click();
    const conflict = card.getByRole('row', { name: 'Conflict on ticket description' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('from A');
    expect(await conflict.textContent()).toContain('from B');
    await screenshot(page, 'console-admin-federation-conflict');
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await card.getByText('No open conflicts').waitFor();
    const decided = await gql<{ ticket: { description: string } }>(a, `query { ticket(key: "OPS-1") { description } }`);
    expect(decided.ticket.description).toBe('from B');

    // Dry-run: a poll fetches B's new ticket and logs it, applies nothing; the link's History shows it, by state.
    await card.getByRole('switch', { name: 'Dry-run' }).check();
    await card.locator('.badge', { hasText: 'Dry-run' }).waitFor();
    await gql(b, `mutation { createTicket(input: { projectKey: "OPS", title: "Drafted on B" }) { id } }`);
    await card.getByRole('button', { name: 'Sync now' }).click();
    await card.getByText('History', { exact: true }).click();
    const history = card.getByRole('region', { name: 'History' });
    await history.getByLabel('Show').selectOption('DRY_RUN');
    const drafted = history.getByRole('row', { name: /^Event / }).filter({ hasText: 'Drafted on B' });
    await drafted.waitFor();
    expect(await drafted.textContent()).toMatch(/ticket “Drafted on B”upsert, version 1Dry-run/);
    // The list opened unfiltered may still be shown (it holds the dry-run event too) until the filtered one arrives.
    const others = history.getByRole('row', { name: /^Event / }).filter({ hasNotText: 'Dry-run' });
    await others.first().waitFor({ state: 'detached' });
    expect(await others.count()).toBe(0);
    await screenshot(page, 'console-admin-federation-history-dry-run');
    const onA = async () =>
      (
        await gql<{ project: { tickets: { nodes: Array<{ title: string }> } } }>(
          a,
          `query { project(key: "OPS") { tickets(first: 50) { nodes { title } } } }`,
        )
      ).project.tickets.nodes.map((ticket) => ticket.title);
    expect(await onA()).not.toContain('Drafted on B');
    // Turned off, the next poll applies them from the same cursor. The links are read again after the change; while
    // that answer is on its way, the switch keeps what was asked for (it showed the stale link before: CI's flake).
    const heldLinkReads: Array<() => Promise<void>> = [];
    let linksReadAgain!: () => void;
    const linksAskedFor = new Promise<void>((resolve) => (linksReadAgain = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      if (!body?.query?.includes('query ConsoleFederationLinks')) return route.continue();
      heldLinkReads.push(() => route.continue());
      linksReadAgain();
    });
    const dryRun = card.getByRole('switch', { name: 'Dry-run' });
    await dryRun.uncheck();
    await linksAskedFor;
    await card.locator('[role="switch"][aria-busy="false"]').waitFor();
    expect(await dryRun.isChecked()).toBe(false);
    await Promise.all(heldLinkReads.map((read) => read()));
    await page.unroute('**/graphql');
    await card.locator('.link-head .badge', { hasText: 'Dry-run' }).waitFor({ state: 'detached' });
    expect(await dryRun.isChecked()).toBe(false);
    await card.getByRole('button', { name: 'Sync now' }).click();
    await history.getByLabel('Show').selectOption('APPLIED');
    await history
      .getByRole('row', { name: /^Event / })
      .filter({ hasText: 'Drafted on B' })
      .getByText('Applied', { exact: true })
      .waitFor();
    await screenshot(page, 'console-admin-federation-history-applied');
    expect(await onA()).toContain('Drafted on B');

    // Pause and resume.
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.locator('.badge', { hasText: 'Paused' }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await card.locator('.badge', { hasText: 'Paused' }).waitFor({ state: 'detached' });

    // Rotations ask first, and show the new value once.
    await card.getByRole('button', { name: 'Rotate token' }).click();
    await card.getByRole('alertdialog', { name: 'Rotate token' }).getByRole('button', { name: 'Rotate token' }).click();
    const rotated = await card.getByRole('article', { name: 'New incoming token' }).getByTestId('secret').textContent();
    expect(rotated).toMatch(/^svc_fed_/);
    expect(rotated).not.toBe(incoming);
    await card.getByRole('button', { name: 'Done' }).click();
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await card.getByRole('alertdialog', { name: 'Rotate secret' }).getByRole('button', { name: 'Rotate secret' }).click();
    expect(await card.getByRole('article', { name: 'New shared secret' }).getByTestId('secret').textContent()).toMatch(/^fedsec_/);
    await screenshot(page, 'console-admin-federation-rotated');
    await card.getByRole('button', { name: 'Done' }).click();

    // Force-resync asks first; cancelling does nothing.
    await card.getByRole('button', { name: 'Force resync' }).click();
    await card.getByRole('alertdialog', { name: 'Force resync' }).getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Force resync' }).click();
    await card.getByRole('alertdialog', { name: 'Force resync' }).getByRole('button', { name: 'Force resync' }).click();
    await card
      .getByRole('status')
      .filter({ hasText: /Resync started/ })
      .waitFor();

    const narrow = await newPage(390);
    await signIn(narrow, a.url);
    await narrow.goto(`${a.url}/admin/federation`);
    await linkCard(narrow, 'Instance B').waitFor();
    await screenshot(narrow, 'console-admin-federation-390');

    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('alertdialog', { name: 'Delete link' }).getByRole('button', { name: 'Delete link' }).click();
    await page.getByText('No instance links yet').waitFor();
    // B's side goes too, so nothing polls A any more.
    await gql(b, `mutation($id: ID!) { deleteFederationLink(id: $id) }`, { id: onB.link.id });
  });
});

describe('Project Settings, Federation', () => {
  const PAIR = `query($p: ID!) { projectFederationPair(projectId: $p) { id state preset outbound { masked } } }`;
  let projectA: string;

  beforeAll(async () => {
    projectA = (await gql<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "SHR", name: "Shared" }) { id } }`))
      .createProject.id;
    await gql(a, `mutation { createTicket(input: { projectKey: "SHR", title: "First", description: "Visible on Comments" }) { id } }`);
  });

  it('makes an invite (QR code of the token, countdown), revokes one, and shows the pair B accepted; mask edit, revoke by key', async () => {
    const page = await newPage();
    await signIn(page, a.url);
    await page.getByRole('row', { name: /SHR/ }).getByRole('link', { name: 'Federation' }).click();
    await page.waitForURL(/\/projects\/SHR\/settings\/federation$/);
    await page.getByText('SHR is not shared with a partner instance').waitFor();
    await page.getByText('No invites yet').waitFor();

    // Each preset says what it shares.
    const description = page.locator('#invite-preset-description');
    expect(await description.textContent()).toMatch(/no description or estimate/);
    await page.getByLabel('Sharing preset').selectOption('COMMENTS');
    expect(await description.textContent()).toMatch(/public comments/);
    await page.getByLabel('Note for the accepting admin (optional)').fill('For the Acme QA team');
    await page.getByRole('button', { name: 'Create invite' }).click();

    // The QR code is the token shown beside it.
    const qr = page.getByAltText('QR code of the invite token');
    await qr.waitFor();
    const token = (await page.getByTestId('invite-token').textContent())!;
    expect(token).toMatch(/^svc_inv_/);
    const src = (await qr.getAttribute('src'))!;
    expect(src).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(jsQR.default(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(token);
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    await page.getByText('you will not see this again').waitFor();

    // A live countdown from 15 minutes.
    const timer = page.getByRole('timer');
    const first = (await timer.textContent())!;
    expect(first).toMatch(/^Expires in 1[45]:\d\d$/);
    await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first);
    const seconds = (text: string) => {
      const [, m, s] = /(\d+):(\d\d)/.exec(text)!;
      return Number(m) * 60 + Number(s);
    };
    expect(seconds((await timer.textContent())!)).toBeLessThan(seconds(first));
    const row = page.getByRole('row', { name: /Invite of/ }).first();
    expect(await row.textContent()).toContain('For the Acme QA team');
    await row.getByText('Open').waitFor();
    await screenshot(page, 'console-project-federation-invite');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'console-project-federation-invite-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Revoked: the token is dead at once.
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    await page.getByRole('article', { name: 'New invite' }).getByText('Revoked: this token no longer works').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    const refused = await acceptInvite(b, token);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.body)).toMatch(/revoked/);

    // A new invite, accepted on B through its REST route.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Note for the accepting admin (optional)').fill('For the Acme QA team, again');
    await page.getByRole('button', { name: 'Create invite' }).click();
    await page.getByAltText('QR code of the invite token').waitFor();
    const accepted = await acceptInvite(b, (await page.getByTestId('invite-token').textContent())!);
    expect(accepted.status).toBe(201);
    // The REST answer is the pair as GraphQL has it (upper-case enums), with the invite's note for B's admin.
    expect(accepted.body).toMatchObject({ role: 'receiving', state: 'PENDING', preset: 'COMMENTS', note: 'For the Acme QA team, again' });

    // A's page shows the pair: partner, state (pending until the first poll, then active), preset.
    await page.reload();
    const partner = new URL(b.url).host;
    await page.getByRole('heading', { level: 2, name: `Shared with ${partner}` }).waitFor();
    await page.getByTestId('pair-state').getByText('Active').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('pair-preset').textContent()).toBe('Comments and descriptions');
    await page
      .getByRole('row', { name: /Invite of/ })
      .first()
      .getByText('Accepted')
      .waitFor();
    expect(await page.getByRole('form', { name: 'Create an invite' }).count()).toBe(0);
    await screenshot(page, 'console-project-federation-pair');

    // A mask edit: priority is no longer sent, and the pair is Custom.
    const outbound = page.getByRole('group', { name: 'Outbound: what this side sends: fields not sent' });
    expect(await outbound.getByRole('checkbox', { name: 'ticket: estimatedMinutes' }).isChecked()).toBe(true);
    await outbound.getByRole('checkbox', { name: 'ticket: priority' }).check();
    await page
      .getByRole('group', { name: 'Inbound: what this side accepts: entity types' })
      .getByRole('switch', { name: 'comment' })
      .uncheck();
    await page.getByRole('button', { name: 'Save sharing (switches to Custom)' }).click();
    await page.getByTestId('pair-preset').getByText('Custom').waitFor();
    const pair = (
      await gql<{ projectFederationPair: { id: string; state: string; preset: string; outbound: { masked: string[] } } }>(a, PAIR, {
        p: projectA,
      })
    ).projectFederationPair;
    expect(pair.preset).toBe('CUSTOM');
    expect([...pair.outbound.masked].sort()).toEqual(['ticket: estimatedMinutes', 'ticket: priority']);

    // The globe marker on B's projects list, once B's first poll made its side active (before A pauses: B's polls fail meanwhile).
    await eventually("B's pair active", async () => {
      const onB = await gql<{ project: { federationPair: { state: string } | null } }>(
        b,
        `query { project(key: "SHR") { federationPair { state } } }`,
      );
      return onB.project.federationPair?.state === 'ACTIVE';
    });
    const pageB = await newPage();
    await signIn(pageB, b.url);
    const globe = pageB.getByRole('row', { name: /SHR/ }).getByRole('img', { name: /Shared with/ });
    await globe.waitFor();
    expect(await globe.getAttribute('title')).toBe(`Shared with ${new URL(a.url).host} (active)`);
    await screenshot(pageB, 'console-federation-globe-on-b');
    await pageB.getByRole('row', { name: /SHR/ }).getByRole('link', { name: 'Federation' }).click();
    await pageB.getByRole('heading', { level: 2, name: `Shared with ${new URL(a.url).host}` }).waitFor();
    await pageB.getByText('mirrors the project (accepted the invite)').waitFor();
    expect(await pageB.getByTestId('pair-note').textContent()).toContain('For the Acme QA team, again');
    await screenshot(pageB, 'console-project-federation-receiving');

    // Both sides rename the ticket while A's side is paused (so B cannot read A's change meanwhile): after the resume, each side's
    // next poll lists a conflict on its pair, which that side's owners decide.
    const ticketOn = async (platform: ConsolePlatform) =>
      (await gql<{ ticket: { id: string } }>(platform, `query { ticket(key: "SHR-1") { id } }`)).ticket.id;
    const rename = async (platform: ConsolePlatform, title: string) =>
      gql(platform, `mutation($id: ID!, $t: String!) { updateTicket(input: { id: $id, title: $t }) { id } }`, {
        id: await ticketOn(platform),
        t: title,
      });
    await page.getByRole('button', { name: 'Pause syncing' }).click();
    await page.getByTestId('pair-state').getByText('Paused').waitFor();
    const renamedAt = new Date().toISOString();
    await Promise.all([rename(a, 'First (renamed on A)'), rename(b, 'First (renamed on B)')]);
    const renamedBy = new Date().toISOString();
    await page.getByRole('button', { name: 'Resume syncing' }).click();
    await page.getByTestId('pair-state').getByText('Paused').waitFor({ state: 'detached' });
    const CONFLICTS = `query($p: ID!) { projectFederationPair(projectId: $p) { state lastError conflicts(status: OPEN) { nodes { fields } } } }`;
    const DIAG = `query { project(key: "SHR") { id tickets(first: 5) { nodes { title } } } }`;
    const diag = async (platform: ConsolePlatform) => {
      const project = (await gql<{ project: { id: string } }>(platform, DIAG)).project;
      return JSON.stringify({
        project,
        pair: await gql(
          platform,
          `query($p: ID!) { projectFederationPair(projectId: $p) { state lastError lastPolledAt conflicts { nodes { fields status } } events(first: 8) { nodes { seq entityType op version status summary createdAt appliedAt attempts error } } } }`,
          { p: project.id },
        ),
      });
    };
    await eventually(
      "the conflict on A's pair",
      async () =>
        (await gql<{ projectFederationPair: { conflicts: { nodes: unknown[] } } }>(a, CONFLICTS, { p: projectA })).projectFederationPair
          .conflicts.nodes.length > 0,
      40_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\nrenamed ${renamedAt}..${renamedBy}\nA: ${await diag(a)}\nB: ${await diag(b)}`);
    });
    const conflictRow = page.getByRole('row', { name: 'Conflict on ticket title' });
    await conflictRow.waitFor({ timeout: 30_000 });
    expect(await conflictRow.textContent()).toContain('First (renamed on A)');
    expect(await conflictRow.textContent()).toContain('First (renamed on B)');
    await screenshot(page, 'console-project-federation-conflict');
    await conflictRow.getByRole('button', { name: 'Take theirs' }).click();
    await page.getByRole('region', { name: 'Conflicts' }).getByText('No open conflicts').waitFor();
    expect((await gql<{ ticket: { title: string } }>(a, `query { ticket(key: "SHR-1") { title } }`)).ticket.title).toBe(
      'First (renamed on B)',
    );
    // The pair's history shows what arrived from B.
    await page.getByText('History', { exact: true }).click();
    const pairHistory = page.getByRole('region', { name: 'History' });
    await pairHistory
      .getByRole('row', { name: /^Event / })
      .filter({ hasText: 'First (renamed on B)' })
      .first()
      .waitFor();
    await screenshot(page, 'console-project-federation-history');

    // Pause (grey) and resume.
    await page.getByRole('button', { name: 'Pause syncing' }).click();
    await page.getByTestId('pair-state').getByText('Paused').waitFor();
    // B's next poll is answered LINK_PAUSED: its page says the partner paused the pair (grey, no error), and offers no resume.
    await pageB.getByTestId('pair-state').getByText('Paused by partner').waitFor({ timeout: 45_000 });
    await pageB.getByText('paused syncing on their side').waitFor();
    expect(await pageB.getByRole('button', { name: 'Resume syncing' }).count()).toBe(0);
    expect(await pageB.locator('.error-note').count()).toBe(0);
    await screenshot(pageB, 'console-project-federation-paused-by-partner');
    await page.getByRole('button', { name: 'Resume syncing' }).click();
    await page.getByTestId('pair-state').getByText('Paused').waitFor({ state: 'detached' });

    // Revoke: a key typed wrong is refused next to the field; the right one revokes on both sides.
    await page.getByText('Revoke the pair', { exact: true }).first().click();
    const revoke = page.getByRole('form', { name: 'Revoke the pair' });
    await revoke.getByLabel('Type the project key (SHR) to confirm').fill('shr');
    await revoke.getByRole('button', { name: 'Revoke the pair' }).click();
    const keyError = page.locator('#revoke-projectKey-error');
    await keyError.waitFor();
    expect(await keyError.textContent()).toMatch(/key/);
    await screenshot(page, 'console-project-federation-revoke-wrong-key');
    await revoke.getByLabel('Type the project key (SHR) to confirm').fill('SHR');
    await revoke.getByRole('button', { name: 'Revoke the pair' }).click();
    await page.getByText(`The pair with ${partner} was revoked`).waitFor();
    await page.getByText('SHR is not shared with a partner instance').waitFor();
    expect((await gql<{ projectFederationPair: null }>(a, PAIR, { p: projectA })).projectFederationPair).toBeNull();
    await eventually("the pair's revoke on B", async () => {
      const onB = await gql<{ project: { federationPair: unknown } }>(b, `query { project(key: "SHR") { federationPair { id } } }`);
      return onB.project.federationPair === null;
    });
    await pageB.goto(`${b.url}/projects`);
    await pageB.getByRole('row', { name: /SHR/ }).waitFor();
    expect(await pageB.getByRole('row', { name: /SHR/ }).getByRole('img').count()).toBe(0);
  }, 120_000);
});

describe('refusals', () => {
  it('tells a member that Admin, Federation and a project’s federation are for admins, and links neither', async () => {
    const password = 'member-password-1234';
    const member = (
      await gql<{ createUser: { id: string } }>(a, `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
        input: { email: 'member@example.test', displayName: 'Mia Member', password, globalRole: 'MEMBER' },
      })
    ).createUser;
    const project = (await gql<{ project: { id: string } }>(a, `query { project(key: "OPS") { id } }`)).project;
    await gql(a, `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: MEMBER }) { id } }`, {
      p: project.id,
      u: member.id,
    });
    const page = await newPage();
    await signIn(page, a.url, 'member@example.test', password);
    await page.getByRole('row', { name: /OPS/ }).waitFor();
    expect(await page.getByRole('row', { name: /OPS/ }).getByRole('link', { name: 'Federation' }).count()).toBe(0);
    await page.goto(`${a.url}/admin/federation`);
    await page.getByRole('heading', { name: 'You need to be a workspace admin' }).waitFor();
    await screenshot(page, 'console-admin-federation-refused');
    await page.goto(`${a.url}/projects/OPS/settings/federation`);
    await page.getByRole('alert').filter({ hasText: "Only the project's admins" }).waitFor();
    expect(await page.getByRole('button', { name: 'Create invite' }).count()).toBe(0);
  });
});

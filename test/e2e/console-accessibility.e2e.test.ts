import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import pLimit from 'p-limit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../core/paths.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { TestDnsServer } from '../support/dns-server.js';
import { SmtpSink, mailApi, verifiedDomain } from '../support/mail.js';
import { until } from '../support/wait.js';

// Every page of the console, with data on it, checked by axe-core (WCAG 2.1 A and AA rules) in Debian's Chromium: no serious
// or critical violation anywhere. The list of pages is checked against the console's routes, so a new page is checked too.

const DOMAIN = 'a11y.example';

let platform: ConsolePlatform;
let browser: Browser;
let dns: TestDnsServer;
let sink: SmtpSink;
let admin: BrowserContext;
let member: BrowserContext;
let anonymous: BrowserContext;
const ids: Record<string, string> = {};

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token = ids.adminToken,
): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function session(email: string, password: string) {
  const { login } = await gql<{ login: { token: string; expiresAt: string } }>(
    'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token expiresAt } }',
    { e: email, p: password },
    '',
  );
  return login;
}

/** A browser context already signed in with `stored` (the console's one stored item). */
async function signedInContext(stored: { token: string; expiresAt: string } | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (stored) await context.addInitScript((value) => localStorage.setItem('svc.session', value), JSON.stringify(stored));
  return context;
}

beforeAll(async () => {
  [dns, sink] = await Promise.all([new TestDnsServer().start(), new SmtpSink().start()]);
  browser = await launchBrowser();
  platform = await startConsolePlatform({
    MAIL_DNS_SERVERS: dns.address,
    MAIL_DNS_TIMEOUT_MS: '1000',
    SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
  });
  const adminSession = await session(ADMIN_EMAIL, ADMIN_PASSWORD);
  ids.adminToken = adminSession.token;

  // The workspace: a project with a labelled ticket an agent worked on, and a member of it.
  const project = await gql<{ createProject: { id: string } }>('mutation { createProject(input: { key: "WEB", name: "Website" }) { id } }');
  const projectId = project.createProject.id;
  await gql('mutation($p: ID!) { createLabel(input: { projectId: $p, name: "bug", color: "#d73a4a" }) { id } }', { p: projectId });
  const ticket = await gql<{ createTicket: { id: string; key: string } }>(
    'mutation { createTicket(input: { projectKey: "WEB", title: "Sign-in fails on Safari", description: "**Steps**: open the page" }) { id key } }',
  );
  ids.ticket = ticket.createTicket.key;
  await gql('mutation($e: [AgentEventInput!]!) { recordAgentEvents(events: $e) { accepted } }', {
    e: [{ ticketId: ticket.createTicket.id, sessionId: 'a11y-session', event: 'session_started', timestamp: new Date().toISOString() }],
  });
  const password = 'a-member-password-123';
  const created = await gql<{ createUser: { id: string } }>('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { email: 'member@a11y.example', displayName: 'Mia Member', password, globalRole: 'MEMBER' },
  });
  await gql('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
    input: { projectId, userId: created.createUser.id, role: 'MEMBER' },
  });

  // A mail account with a verified domain, a template, a webhook, a suppressed address and a delivered message.
  ids.account = (
    await gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Acme") { id } }')
  ).createMailAccount.id;
  const key = (
    await gql<{ createMailApiKey: { token: string } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      {
        input: { accountId: ids.account, name: 'setup', access: 'FULL' },
      },
    )
  ).createMailApiKey.token;
  const mail = mailApi(platform.url, key);
  ids.domain = (await verifiedDomain(mail, dns, DOMAIN)).id as string;
  ids.template = (
    await gql<{ createTemplate: { id: string } }>('mutation($input: CreateTemplateInput!) { createTemplate(input: $input) { id } }', {
      input: { accountId: ids.account, name: 'Welcome mail', subject: 'Welcome, {{name}}', text: 'Hello {{name}}' },
    })
  ).createTemplate.id;
  ids.webhook = (await mail('POST', '/webhooks', { body: { url: 'https://hooks.example/mail', eventFilters: ['email.delivered'] } })).body
    .id as string;
  await gql('mutation($input: AddSuppressionInput!) { addSuppression(input: $input) { email } }', {
    input: { accountId: ids.account, email: 'gone@example.org' },
  });
  const sent = await mail('POST', '/send', { body: { from: `hello@${DOMAIN}`, to: 'ada@example.org', subject: 'Hi', text: 'Hello' } });
  ids.message = sent.body.id as string;
  await until(async () => (await mail('GET', `/messages/${ids.message}`)).body.status === 'delivered', 'the message delivered', 30_000);

  admin = await signedInContext(adminSession);
  member = await signedInContext(await session('member@a11y.example', password));
  anonymous = await signedInContext(null);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await Promise.all([dns?.stop(), sink?.stop()]);
});

interface Checked {
  /** The route of routes.tsx (or main.tsx) the page stands for, in full. */
  route: string;
  url: () => string;
  as: 'admin' | 'member' | 'anonymous';
  /** A heading (any level) the page shows once its data is in. */
  heading: RegExp;
}

const mailPage = (route: string, heading: RegExp, rest: () => string = () => route): Checked => ({
  route: `/mail/:accountId/${route}`,
  url: () => `/mail/${ids.account}/${rest()}`,
  as: 'admin',
  heading,
});

const PAGES: Checked[] = [
  { route: '/sign-in', url: () => '/sign-in', as: 'anonymous', heading: /Sign in/ },
  { route: '/forgot-password', url: () => '/forgot-password', as: 'anonymous', heading: /password/i },
  { route: '/reset-password', url: () => '/reset-password?token=not-a-token', as: 'anonymous', heading: /password/i },
  { route: '/accept-invite', url: () => '/accept-invite?token=not-a-token', as: 'anonymous', heading: /Join the workspace/ },
  { route: '/projects', url: () => '/projects', as: 'admin', heading: /^Projects$/ },
  { route: '/projects/:key', url: () => '/projects/WEB', as: 'admin', heading: /Website/ },
  ...['general', 'members', 'statuses', 'labels', 'milestones', 'versions', 'federation', 'danger-zone'].map((section): Checked => ({
    route: `/projects/:key/settings/${section}`,
    url: () => `/projects/WEB/settings/${section}`,
    as: 'admin',
    heading: /Settings/,
  })),
  { route: '/projects/:key/settings', url: () => '/projects/WEB/settings', as: 'admin', heading: /Settings/ },
  { route: '/projects/:key/settings (read-only)', url: () => '/projects/WEB/settings/statuses', as: 'member', heading: /Settings/ },
  { route: '/projects/:key/settings/*', url: () => '/projects/WEB/settings/nothing-here', as: 'admin', heading: /Not found/ },
  { route: '/tickets/:key', url: () => `/tickets/${ids.ticket}`, as: 'admin', heading: /Sign-in fails on Safari/ },
  { route: '/tickets/:key/agent', url: () => `/tickets/${ids.ticket}/agent`, as: 'admin', heading: /Sign-in fails on Safari/ },
  { route: '/profile', url: () => '/profile', as: 'admin', heading: /Administrator|Admin/ },
  { route: '/admin', url: () => '/admin', as: 'admin', heading: /^Admin$/ },
  { route: '/admin (refused)', url: () => '/admin', as: 'member', heading: /workspace admin/ },
  { route: '/admin/people', url: () => '/admin/people', as: 'admin', heading: /People/ },
  { route: '/admin/email-delivery', url: () => '/admin/email-delivery', as: 'admin', heading: /Email delivery/ },
  { route: '/admin/webhooks', url: () => '/admin/webhooks', as: 'admin', heading: /Webhooks/ },
  { route: '/admin/integrations', url: () => '/admin/integrations', as: 'admin', heading: /Integrations/ },
  { route: '/admin/federation', url: () => '/admin/federation', as: 'admin', heading: /Federation/ },
  { route: '/admin/*', url: () => '/admin/nothing-here', as: 'admin', heading: /Not found/ },
  { route: '/mail', url: () => '/mail', as: 'admin', heading: /Mail/ },
  { route: '/mail/:accountId', url: () => `/mail/${ids.account}`, as: 'admin', heading: /Sender domains/ },
  mailPage('domains', /Sender domains/),
  mailPage('domains/:domainId', new RegExp(DOMAIN), () => `domains/${ids.domain}`),
  mailPage('keys', /API keys/),
  mailPage('templates', /Templates/),
  mailPage('templates/new', /New template/),
  mailPage('templates/:templateId', /Welcome mail/, () => `templates/${ids.template}`),
  mailPage('suppression', /Suppression/),
  mailPage('webhooks', /Webhooks/),
  mailPage('webhooks/:webhookId', /^Webhook\b(?!s)/, () => `webhooks/${ids.webhook}`),
  mailPage('usage', /Usage/),
  mailPage('quota', /Usage/),
  mailPage('messages', /Messages/),
  mailPage('messages/:messageId', /^Hi\b/, () => `messages/${ids.message}`),
  mailPage('*', /Not found/, () => 'nothing-here'),
  { route: '/*', url: () => '/nothing-here', as: 'admin', heading: /Not found/ },
];

/** Every `path` the console's router knows (routes.tsx and main.tsx), as written there. */
function routePaths(): string[] {
  const source = ['console/src/routes.tsx', 'console/src/main.tsx']
    .map((file) => readFileSync(path.join(repoRoot(), file), 'utf8'))
    .join('\n');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]!);
}

/** axe-core's browser build, put into each checked page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it stands that is serious or critical, by rule with a few nodes.
 * axe runs in the page itself: compiling its 650 KB took about 0.6 s of a page's check here, and @axe-core/playwright's
 * `analyze` compiled it three times (into the page, into each frame again, into a blank page where it merges the frames'
 * results). Frames' documents are not entered (the console's one frame is the template preview's sandboxed rendering of the
 * user's own mail HTML); the frame element itself is checked like any other.
 */
async function seriousViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
      }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

it('finds a violation where there is one', async () => {
  const page = await anonymous.newPage();
  await page.goto(`${platform.url}/sign-in`);
  await page.getByRole('heading', { name: /Sign in/ }).waitFor();
  // A control without a name and text without contrast: what the check must catch.
  await page.evaluate(() => {
    const form = document.querySelector('form')!;
    form.insertAdjacentHTML('beforeend', '<input type="text"><p style="color:#eee;background:#fff">faint</p>');
  });
  expect((await seriousViolations(page)).map((violation) => violation.rule)).toEqual(expect.arrayContaining(['label', 'color-contrast']));
  await page.close();
});

it('checks a page for every route of the console', () => {
  const checked = PAGES.map((page) => page.route);
  const unchecked = routePaths().filter((route) => !checked.some((full) => full === route || full.endsWith(`/${route}`)));
  expect(unchecked).toEqual([]);
});

/** How many pages are checked at a time: each waits for its own network to go quiet, which a single page mostly idles through. */
const PAGES_AT_A_TIME = 3;

/** A page's serious violations and its title; the page is screenshotted when it has any. */
async function checkPage(checked: Checked): Promise<{ serious: Awaited<ReturnType<typeof seriousViolations>>; title: string }> {
  const context = { admin, member, anonymous }[checked.as];
  const page: Page = await context.newPage();
  try {
    await page.goto(`${platform.url}${checked.url()}`);
    await page.getByRole('heading', { name: checked.heading }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const serious = await seriousViolations(page);
    if (serious.length) await screenshot(page, `a11y-${checked.route.replace(/[^a-z0-9]+/gi, '-')}`);
    return { serious, title: await page.title() };
  } finally {
    await page.close();
  }
}

describe('every page', () => {
  // Started together once the data is in, a few at a time; each page's test awaits its own check, so a failure names its page.
  let checks: Map<Checked, Promise<Awaited<ReturnType<typeof checkPage>>>>;
  beforeAll(() => {
    const limit = pLimit(PAGES_AT_A_TIME);
    checks = new Map(PAGES.map((checked) => [checked, limit(() => checkPage(checked))]));
    // A check that fails before its test awaits it is reported by that test, not as an unhandled rejection.
    for (const check of checks.values()) check.catch(() => undefined);
  });

  describe.each(PAGES)('$route (as $as)', (checked) => {
    it('has no serious or critical accessibility violation', async () => {
      const { serious, title } = await checks.get(checked)!;
      expect(serious).toEqual([]);
      expect(title).toMatch(/ · SVC$/);
    });
  });
});

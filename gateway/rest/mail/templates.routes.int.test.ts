import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { mailApi, type Json } from '../../../test/support/mail.js';

let t: TestApp;
let key: string;
let sendingKey: string;
let otherKey: string;

// Response bodies are JSON of many shapes; tests index into them freely.
async function mintKeys(token: string): Promise<{ full: string; sending: string }> {
  const full = await t.createMailKey(token);
  return { full: full.token, sending: (await t.createMailKey(token, 'SENDING', full.accountId)).token };
}

beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_API_RATE_LIMIT: '1000' } });
  const keys = await mintKeys((await t.createUser()).token);
  key = keys.full;
  sendingKey = keys.sending;
  otherKey = (await mintKeys((await t.createUser()).token)).full;
});
afterAll(async () => {
  await t?.close();
});

const v1 = (method: string, path: string, body?: unknown, apiKey = key) =>
  mailApi(t.url, apiKey)(method, path, { body }).then(({ status, body: json }) => ({ status, body: json }));

const welcome = {
  name: 'welcome',
  subject: 'Welcome, {{user.name}}!',
  html: '<p>Hi {{user.name}}</p>{{#if items}}<ul>{{#each items}}<li>{{this}}</li>{{/each}}</ul>{{/if}}',
  text: 'Hi {{user.name}}',
  variablesSchema: {
    type: 'object',
    required: ['user'],
    properties: {
      user: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } },
      items: { type: 'array', items: { type: 'string' } },
    },
  },
};

describe('/v1/templates', () => {
  it('creates, lists, gets, updates and deletes', async () => {
    const created = await v1('POST', '/templates', welcome);
    expect(created).toMatchObject({ status: 201, body: { ...welcome, id: expect.any(String), createdAt: expect.any(String) } });
    const { id } = created.body;

    await v1('POST', '/templates', { name: 'second', subject: 's', text: 't' });
    const list = await v1('GET', '/templates?limit=1');
    expect(list.body).toMatchObject({ data: [{ id, name: 'welcome' }], hasMore: true, nextCursor: expect.any(String) });
    const next = await v1('GET', `/templates?limit=1&after=${encodeURIComponent(list.body.nextCursor)}`);
    expect(next.body).toMatchObject({ data: [{ name: 'second' }], hasMore: false, nextCursor: null });

    expect(await v1('GET', `/templates/${id}`)).toMatchObject({ status: 200, body: created.body });
    const patched = await v1('PATCH', `/templates/${id}`, { subject: 'Hello {{user.name}}', text: null });
    expect(patched).toMatchObject({ status: 200, body: { subject: 'Hello {{user.name}}', text: null, html: welcome.html } });
    expect(await v1('PATCH', `/templates/${id}`, {})).toMatchObject({ status: 422 });

    expect(await v1('DELETE', `/templates/${id}`)).toEqual({ status: 200, body: { id, deleted: true } });
    expect(await v1('GET', `/templates/${id}`)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await v1('DELETE', `/templates/${id}`)).toMatchObject({ status: 404 });
  });

  it('answers 409 conflict for a duplicate name', async () => {
    const first = await v1('POST', '/templates', { name: 'dup', subject: 's', text: 't' });
    expect(await v1('POST', '/templates', { name: 'dup', subject: 's', html: '<p>h</p>' })).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', field: 'name', existingId: first.body.id } },
    });
  });

  it('answers 422 naming the field for syntax errors, invalid schemas and unknown properties', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'a', subject: '{{#if x}}', text: 't' }, 'subject'],
      [{ name: 'a', subject: 's', html: '<p>{{name</p>' }, 'html'],
      [{ name: 'a', subject: 's', text: '{{#each}}x{{/if}}' }, 'text'],
      [{ name: 'a', subject: 's', text: 't', variablesSchema: { type: 'object', required: 'name' } }, 'variablesSchema'],
      [{ name: 'a', subject: 's', text: 't', variablesSchema: { $ref: 'http://169.254.169.254/latest' } }, 'variablesSchema'],
      [{ name: 'a', subject: 's' }, 'html'],
      [{ subject: 's', text: 't' }, 'name'],
      [{ name: 'a', subject: 's', text: 't', from: 'x@example.com' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await v1('POST', '/templates', body);
      expect([field, response.status, response.body.error.code, response.body.error.field]).toEqual([
        field,
        422,
        'validation_error',
        field,
      ]);
    }
    const schemaError = await v1('POST', '/templates', { name: 'a', subject: 's', text: 't', variablesSchema: { minLength: 'x' } });
    expect(schemaError.body.error.message).toMatch(/^variablesSchema: not a valid JSON Schema: .*must be integer/);
  });

  it('renders with HTML escaping and a header-safe subject, and checks the variables', async () => {
    const { id } = (await v1('POST', '/templates', { ...welcome, name: 'render' })).body;
    const rendered = await v1('POST', `/templates/${id}/render`, {
      variables: { user: { name: '<script>alert(1)</script>\r\nBcc: victim@example.com' }, items: ['a & b'] },
    });
    expect(rendered).toEqual({
      status: 200,
      body: {
        subject: 'Welcome, <script>alert(1)</script> Bcc: victim@example.com!',
        html: '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;\r\nBcc: victim@example.com</p><ul><li>a &amp; b</li></ul>',
        text: 'Hi <script>alert(1)</script>\r\nBcc: victim@example.com',
      },
    });

    const invalid = await v1('POST', `/templates/${id}/render`, { variables: { user: { email: 'nope' }, items: [1] } });
    expect(invalid).toMatchObject({ status: 422, body: { error: { code: 'template_variables_invalid', field: 'variables' } } });
    expect(invalid.body.error.errors).toEqual(
      expect.arrayContaining([
        { path: '/user/name', message: "must have required property 'name'" },
        { path: '/user/email', message: 'must match format "email"' },
        { path: '/items/0', message: 'must be string' },
      ]),
    );
    expect(await v1('POST', `/templates/${id}/render`, {})).toMatchObject({
      status: 422,
      body: { error: { code: 'template_variables_invalid' } },
    });
    expect(await v1('POST', `/templates/${id}/render`, { variables: {}, extra: 1 })).toMatchObject({
      status: 422,
      body: { error: { field: 'body' } },
    });
  });

  it('keeps accounts apart and refuses sending keys', async () => {
    const { id } = (await v1('POST', '/templates', { name: 'mine', subject: 's', text: 't' })).body;
    for (const [method, path] of [
      ['GET', `/templates/${id}`],
      ['PATCH', `/templates/${id}`],
      ['DELETE', `/templates/${id}`],
      ['POST', `/templates/${id}/render`],
    ] as const) {
      const body = method === 'PATCH' ? { name: 'stolen' } : method === 'POST' ? { variables: {} } : undefined;
      expect([method, (await v1(method, path, body, otherKey)).status]).toEqual([method, 404]);
      expect([method, (await v1(method, path, body, sendingKey)).body.error?.code]).toEqual([method, 'forbidden']);
    }
    expect((await v1('GET', '/templates', undefined, otherKey)).body.data.map((template: Json) => template.id)).not.toContain(id);
    expect(await v1('GET', '/templates', undefined, sendingKey)).toMatchObject({ status: 403 });
    expect(await v1('POST', '/templates', { name: 'k', subject: 's', text: 't' }, sendingKey)).toMatchObject({ status: 403 });
    expect(await v1('GET', '/templates/not-a-uuid')).toMatchObject({ status: 404 });
  });
});

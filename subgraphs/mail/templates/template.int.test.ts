import { withClient } from '../../../core/database.js';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';

const FIELDS = 'id name subject html text variablesSchema createdAt updatedAt';
const CREATE = `mutation($input: CreateTemplateInput!) { createTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateTemplateInput!) { updateTemplate(input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!, $accountId: ID) { template(id: $id, accountId: $accountId) { ${FIELDS} } }`;
const LIST = `query($accountId: ID, $first: Int!, $after: String) {
  templates(accountId: $accountId, first: $first, after: $after) { nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } }
}`;
const DELETE = `mutation($id: ID!, $accountId: ID) { deleteTemplate(id: $id, accountId: $accountId) { id } }`;
const RENDER = `query($id: ID!, $accountId: ID, $variables: JSONObject) {
  renderTemplate(id: $id, accountId: $accountId, variables: $variables) { subject html text }
}`;

interface View {
  id: string;
  name: string;
  subject: string;
  html: string | null;
  text: string | null;
  variablesSchema: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

let t: TestApp;
let owner: { id: string; token: string };
let accountId: string;
let sendingKey: string;
let stranger: { id: string; token: string };

const createAccount = async (token: string, name: string) =>
  (await t.gql<{ createMailAccount: { id: string } }>('mutation($n: String!) { createMailAccount(name: $n) { id } }', { n: name }, token))
    .data!.createMailAccount.id;
const mintKey = async (account: string, access: 'FULL' | 'SENDING', token: string) =>
  (
    await t.gql<{ createMailApiKey: { token: string } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      { input: { accountId: account, name: 'k', access } },
      token,
    )
  ).data!.createMailApiKey.token;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  accountId = await createAccount(owner.token, 'Acme');
  sendingKey = await mintKey(accountId, 'SENDING', owner.token);
  stranger = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const create = (input: Record<string, unknown>, token = owner.token) =>
  t.gql<{ createTemplate: View }>(CREATE, { input: { accountId, ...input } }, token);
const render = (id: string, variables: Record<string, unknown> | null, token = owner.token, account: string | null = accountId) =>
  t.gql<{ renderTemplate: { subject: string; html: string | null; text: string | null } }>(
    RENDER,
    { id, variables, accountId: account },
    token,
  );
const ext = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions;

describe('templates over GraphQL', () => {
  it('creates, gets, lists, updates and deletes, recording events', async () => {
    const created = await create({
      name: ' Welcome ',
      subject: 'Hi {{name}}',
      html: '<p>{{name}}</p>',
      variablesSchema: { type: 'object' },
    });
    expect(created.errors).toBeUndefined();
    const template = created.data!.createTemplate;
    expect(template).toMatchObject({
      name: 'Welcome',
      subject: 'Hi {{name}}',
      html: '<p>{{name}}</p>',
      text: null,
      variablesSchema: { type: 'object' },
    });

    expect((await t.gql<{ template: View }>(GET, { id: template.id, accountId }, owner.token)).data!.template).toEqual(template);
    const listed = await t.gql<{ templates: { nodes: View[] } }>(LIST, { accountId, first: 10 }, owner.token);
    expect(listed.data!.templates.nodes.map((node) => node.id)).toContain(template.id);

    const updated = await t.gql<{ updateTemplate: View }>(
      UPDATE,
      { input: { accountId, id: template.id, text: 'Hi {{name}}', html: null, variablesSchema: null } },
      owner.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateTemplate).toMatchObject({ name: 'Welcome', html: null, text: 'Hi {{name}}', variablesSchema: null });
    expect(Date.parse(updated.data!.updateTemplate.updatedAt)).toBeGreaterThanOrEqual(Date.parse(template.updatedAt));
    // Removing the last body is refused.
    expect(ext(await t.gql(UPDATE, { input: { accountId, id: template.id, text: null } }, owner.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'text',
    });

    expect((await t.gql(DELETE, { id: template.id, accountId }, owner.token)).errors).toBeUndefined();
    expect(ext(await t.gql(GET, { id: template.id, accountId }, owner.token))).toMatchObject({ code: 'NOT_FOUND' });
    // The name is free again.
    expect((await create({ name: 'Welcome', subject: 's', text: 't' })).errors).toBeUndefined();

    const events = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ type: string }>(`select type from mail.outbox where aggregate_id = $1 order by seq`, [template.id]),
    );
    expect(events.rows.map((row) => row.type)).toEqual(['template.created', 'template.updated', 'template.deleted']);
  });

  it('refuses a duplicate live name with CONFLICT', async () => {
    const first = (await create({ name: 'Receipt', subject: 's', text: 't' })).data!.createTemplate;
    expect(ext(await create({ name: 'Receipt', subject: 's', text: 't' }))).toMatchObject({
      code: 'CONFLICT',
      field: 'name',
      existingId: first.id,
    });
    const other = (await create({ name: 'Other', subject: 's', text: 't' })).data!.createTemplate;
    expect(ext(await t.gql(UPDATE, { input: { accountId, id: other.id, name: 'Receipt' } }, owner.token))).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('validates fields, syntax and the variables schema, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', subject: 's', text: 't' }, 'name'],
      [{ name: 'x'.repeat(201), subject: 's', text: 't' }, 'name'],
      [{ name: 'n', subject: '  ', text: 't' }, 'subject'],
      [{ name: 'n', subject: 'Hi {{name', text: 't' }, 'subject'],
      [{ name: 'n', subject: 's', html: '{{#if x}}open' }, 'html'],
      [{ name: 'n', subject: 's', text: '{{> partial}}' }, 'text'],
      [{ name: 'n', subject: 's' }, 'html'],
      [{ name: 'n', subject: 's', text: 't', variablesSchema: { type: 'nope' } }, 'variablesSchema'],
      [{ name: 'n', subject: 's', text: 't', variablesSchema: { $ref: 'https://example.com/s.json' } }, 'variablesSchema'],
    ];
    for (const [input, field] of cases) {
      expect([field, ext(await create(input))]).toEqual([field, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
  });

  it('renders with escaping, a single-line subject and schema-checked variables', async () => {
    const template = (
      await create({
        name: 'Escaping',
        subject: 'Hello {{name}}',
        html: '<h1>{{name}}</h1>{{{footer}}}',
        text: 'Hello {{name}}',
        variablesSchema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, count: { type: 'integer' } } },
      })
    ).data!.createTemplate;
    const rendered = await render(template.id, { name: '<script>x</script>\r\nBcc: a@example.com', footer: '<hr>' });
    expect(rendered.errors).toBeUndefined();
    expect(rendered.data!.renderTemplate).toEqual({
      subject: 'Hello <script>x</script> Bcc: a@example.com',
      html: '<h1>&lt;script&gt;x&lt;/script&gt;\r\nBcc: a@example.com</h1><hr>',
      text: 'Hello <script>x</script>\r\nBcc: a@example.com',
    });

    const invalid = await render(template.id, { count: 'many' });
    expect(ext(invalid)).toMatchObject({
      code: 'TEMPLATE_VARIABLES_INVALID',
      field: 'variables',
      errors: expect.arrayContaining([
        { path: '/name', message: "must have required property 'name'" },
        { path: '/count', message: 'must be integer' },
      ]),
    });
    // No variables at all is an empty object.
    expect(ext(await render(template.id, null))).toMatchObject({ code: 'TEMPLATE_VARIABLES_INVALID' });

    // An edit is rendered at once (the compiled cache is keyed by updatedAt).
    await t.gql(UPDATE, { input: { accountId, id: template.id, subject: 'Bye {{name}}' } }, owner.token);
    expect((await render(template.id, { name: 'Ann' })).data!.renderTemplate.subject).toBe('Bye Ann');
  });

  it('keeps accounts apart and needs a full key', async () => {
    const template = (await create({ name: 'Private', subject: 's', text: 't' })).data!.createTemplate;
    const strangerAccount = await createAccount(stranger.token, 'Other');
    const strangerKey = await mintKey(strangerAccount, 'FULL', stranger.token);
    expect(ext(await t.gql(GET, { id: template.id, accountId }, stranger.token))).toMatchObject({ code: 'NOT_FOUND' });
    expect(ext(await t.gql(GET, { id: template.id, accountId: strangerAccount }, stranger.token))).toMatchObject({ code: 'NOT_FOUND' });
    expect(ext(await t.gql(GET, { id: template.id }, strangerKey))).toMatchObject({ code: 'NOT_FOUND' });
    expect(ext(await render(template.id, {}, strangerKey, null))).toMatchObject({ code: 'NOT_FOUND' });
    expect(ext(await t.gql(DELETE, { id: template.id }, strangerKey))).toMatchObject({ code: 'NOT_FOUND' });
    expect(ext(await t.gql(GET, { id: template.id }, sendingKey))).toMatchObject({ code: 'FORBIDDEN' });
    expect(ext(await create({ accountId: null, name: 'k', subject: 's', text: 't' }, sendingKey))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

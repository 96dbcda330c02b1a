import { checkTemplateSyntax, compileTemplate, compileVariablesSchema, singleLine, variableErrors } from './template-render.js';

const fieldError = (field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } });

describe('template syntax', () => {
  it.each([
    'Hello {{name}}',
    '{{#if vip}}VIP{{else}}{{name}}{{/if}}',
    '{{#each items}}{{this.title}}{{/each}}',
    '{{{raw}}}',
    '{{lookup a b}}',
    '{{#items}}{{.}}{{/items}}',
  ])('accepts %p', (source) => expect(() => checkTemplateSyntax('html', source)).not.toThrow());

  it.each([
    ['{{#if x}}unclosed', 'template syntax error'],
    ['{{name', 'template syntax error'],
    ['{{#each items}}{{/if}}', 'template syntax error'],
    ['{{shout name}}', 'template syntax error'],
    ['{{log "x"}}', 'template syntax error'],
    ['{{> header}}', 'partials'],
    ['{{#> layout}}x{{/layout}}', 'partials'],
  ])('refuses %p naming the field', (source, message) => {
    expect(() => checkTemplateSyntax('text', source)).toThrow(fieldError('text'));
    expect(() => checkTemplateSyntax('subject', source)).toThrow(expect.objectContaining({ message: expect.stringContaining(message) }));
  });
});

describe('variables schema', () => {
  it('accepts 2020-12 (default) and draft-07 schemas, with formats', () => {
    const validate = compileVariablesSchema({ type: 'object', properties: { email: { type: 'string', format: 'email' } } });
    expect(validate({ email: 'a@example.com' })).toBe(true);
    expect(validate({ email: 'nope' })).toBe(false);
    const draft7 = compileVariablesSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['a'] });
    expect(draft7({})).toBe(false);
    const local = compileVariablesSchema({ $defs: { n: { type: 'integer' } }, type: 'object', properties: { n: { $ref: '#/$defs/n' } } });
    expect(local({ n: 1.5 })).toBe(false);
  });

  it.each([
    [{ type: 'objekt' }, 'not a valid JSON Schema'],
    [{ properties: { a: { minLength: -1 } } }, 'not a valid JSON Schema'],
    [{ properties: { a: { $ref: 'https://example.com/schema.json' } } }, '$ref must point inside the schema'],
    [{ $ref: 'other.json#/x' }, '$ref must point inside the schema'],
    [{ $ref: '#/$defs/missing' }, 'not a valid JSON Schema'],
    [{ $schema: 'http://json-schema.org/draft-04/schema#' }, '$schema must be'],
  ])('refuses %j', (schema, message) => {
    expect(() => compileVariablesSchema(schema)).toThrow(fieldError('variablesSchema'));
    expect(() => compileVariablesSchema(schema)).toThrow(expect.objectContaining({ message: expect.stringContaining(message) }));
  });

  it('gives each schema its own Ajv: equal $ids of different schemas do not collide', () => {
    const a = compileVariablesSchema({ $id: 'https://example.com/vars.json', type: 'object', required: ['a'] });
    const b = compileVariablesSchema({ $id: 'https://example.com/vars.json', type: 'object', required: ['b'] });
    expect([a({ a: 1 }), b({ a: 1 })]).toEqual([true, false]);
  });

  it('runs patterns in linear time and refuses what RE2 cannot run', () => {
    // With the backtracking engine this check would take longer than the universe is old.
    const validate = compileVariablesSchema({ type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } });
    expect(validate({ code: `${'a'.repeat(5000)}!` })).toBe(false);
    expect(validate({ code: 'aaaa' })).toBe(true);
    expect(() => compileVariablesSchema({ type: 'object', properties: { x: { type: 'string', pattern: '(a)\\1' } } })).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field: 'variablesSchema' } }),
    );
  });

  it('lists errors as JSON Pointers, the missing property included', () => {
    const validate = compileVariablesSchema({
      type: 'object',
      required: ['name', 'a/b'],
      properties: { age: { type: 'integer' }, user: { type: 'object', required: ['id'] } },
    });
    validate({ age: 'x', user: {} });
    expect(variableErrors(validate.errors)).toEqual(
      expect.arrayContaining([
        { path: '/name', message: "must have required property 'name'" },
        { path: '/a~1b', message: "must have required property 'a/b'" },
        { path: '/age', message: 'must be integer' },
        { path: '/user/id', message: "must have required property 'id'" },
      ]),
    );
  });

  it('names the property at fault, not the object holding it, for unexpected and dependent properties', () => {
    const validate = compileVariablesSchema({
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string' },
        user: {
          type: 'object',
          properties: { id: { type: 'integer' } },
          dependentRequired: { id: ['email'] },
          unevaluatedProperties: false,
        },
        tags: { type: 'object', propertyNames: { maxLength: 3 } },
      },
    });
    validate({ nmae: 'Ada', user: { id: 1, extra: true }, tags: { long: 1 } });
    const paths = variableErrors(validate.errors).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['/nmae', '/user/email', '/user/extra', '/tags/long']));
    expect(paths).not.toContain('');
    expect(paths).not.toContain('/user');
  });
});

describe('rendering', () => {
  const template = compileTemplate({
    subject: 'Hi {{name}} & co',
    html: '<p>{{name}}</p><div>{{{banner}}}</div>{{missing}}',
    text: 'Hi {{name}}{{missing}}',
    variablesSchema: null,
  });

  it('escapes HTML in the html body only, and renders missing variables empty', () => {
    expect(template.render({ name: '<script>alert(1)</script>', banner: '<b>x</b>' })).toEqual({
      subject: 'Hi <script>alert(1)</script> & co',
      html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><div><b>x</b></div>',
      text: 'Hi <script>alert(1)</script>',
    });
  });

  it('keeps the subject on one line', () => {
    expect(template.render({ name: 'x\r\nBcc: victim@example.com\n' }).subject).toBe('Hi x Bcc: victim@example.com & co');
    expect(singleLine(' a\u2028b\u0000c\td \n')).toBe('a bc\td');
  });

  it('does not reach prototype properties', () => {
    const proto = compileTemplate({
      subject: '{{constructor.name}}|{{__proto__}}|{{name.length}}',
      html: null,
      text: 'x',
      variablesSchema: null,
    });
    expect(proto.render({ name: 'abc' }).subject).toBe('||3');
  });

  it('checks variables against the schema before rendering', () => {
    const strict = compileTemplate({
      subject: '{{name}}',
      html: null,
      text: '{{name}}',
      variablesSchema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } },
    });
    expect(strict.render({ name: 'Ann' })).toEqual({ subject: 'Ann', html: null, text: 'Ann' });
    expect(() => strict.render({ name: 'Too long' })).toThrow(
      expect.objectContaining({
        code: 'TEMPLATE_VARIABLES_INVALID',
        details: { field: 'variables', errors: [{ path: '/name', message: 'must NOT have more than 5 characters' }] },
      }),
    );
  });

  it('turns a helper failing at render time into BAD_USER_INPUT naming the part', () => {
    const broken = compileTemplate({ subject: 'x', html: '{{#each}}{{/each}}', text: null, variablesSchema: null });
    expect(() => broken.render({})).toThrow(fieldError('html'));
  });
});

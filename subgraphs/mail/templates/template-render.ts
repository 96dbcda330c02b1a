import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import addFormatsModule from 'ajv-formats';
import Handlebars from 'handlebars';
import { invalidInput } from '../../../core/errors.js';
import { templateVariablesInvalid, type VariableError } from './template.errors.js';
import { RE2JS } from 're2js';

// ajv-formats is CommonJS with a `default` property; NodeNext types see the module object.
const addFormats = addFormatsModule.default;

/** Largest variables schema, serialised. */
export const MAX_VARIABLES_SCHEMA_BYTES = 64 * 1024;
/** Variable errors listed in one TEMPLATE_VARIABLES_INVALID. */
export const MAX_VARIABLE_ERRORS = 20;

export type TemplatePart = 'subject' | 'html' | 'text';

/**
 * A Handlebars environment of its own: the built-in block helpers (if, unless, each, with, lookup)
 * and nothing else; no partials, no `log`. Prototype access stays off (the library defaults).
 */
const handlebars = Handlebars.create();
handlebars.unregisterHelper('log');

/**
 * Compile options shared by the save-time check and rendering. Unknown helpers and `log` are
 * compile errors, so a template that saves cannot fail on a missing helper at send time. Not `strict`:
 * a missing variable renders empty (the variables schema is where to require one).
 */
const compileOptions = (noEscape: boolean): CompileOptions => ({ knownHelpersOnly: true, knownHelpers: { log: false }, noEscape });

/** Checks a template's syntax at save: a parse or compile error is BAD_USER_INPUT naming `field`. */
export function checkTemplateSyntax(field: TemplatePart, source: string): void {
  let ast: hbs.AST.Program;
  try {
    ast = handlebars.parse(source);
    handlebars.precompile(ast, compileOptions(field !== 'html'));
  } catch (error) {
    throw invalidInput(field, `template syntax error: ${firstLine(error)}`);
  }
  const refused = refusedStatement(ast);
  if (refused) throw invalidInput(field, `${refused} are not supported in templates`);
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/** Partials and decorators: neither can be registered per account, so they are refused at save. */
function refusedStatement(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = refusedStatement(item);
      if (found) return found;
    }
    return null;
  }
  const { type } = node as { type?: unknown };
  if (type === 'PartialStatement' || type === 'PartialBlockStatement') return 'partials (`{{> name}}`)';
  if (type === 'Decorator' || type === 'DecoratorBlock') return 'decorators (`{{* name}}`)';
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && typeof value === 'object') {
      const found = refusedStatement(value);
      if (found) return found;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Variables schema

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const DRAFT_2020_12 = /^https:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

/**
 * Customers' `pattern`s run on RE2 (linear time), never on the backtracking RegExp engine, so a
 * crafted pattern such as `^(a+)+$` cannot stall a render. RE2 refuses backreferences and lookaround.
 */
const linearTimeRegExp: RegExpEngine = Object.assign((pattern: string) => RE2JS.compile(pattern), { code: 're2js' });

/**
 * A new Ajv instance per schema: schemas carry `$id`s of their own choosing, and one shared instance
 * would let one account's `$id` collide with (or resolve into) another's. Draft-07 when the schema
 * says so, JSON Schema 2020-12 otherwise. Nothing is ever loaded from the network.
 */
function ajvFor(schema: Record<string, unknown>): Ajv | Ajv2020 {
  const declared = schema.$schema;
  const options = { allErrors: true, strict: false, validateFormats: true, code: { regExp: linearTimeRegExp } } as const;
  const ajv = typeof declared === 'string' && DRAFT_07.test(declared) ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv);
  return ajv;
}

/** `$ref`s (and `$dynamicRef`s) that leave the schema: anything not starting with `#`. */
function remoteRef(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  for (const [key, value] of Object.entries(node)) {
    if ((key === '$ref' || key === '$dynamicRef') && typeof value === 'string' && !value.startsWith('#')) return value;
    const found = typeof value === 'object' ? remoteRef(value) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Checks a variables schema at save and compiles it: it must be a valid JSON Schema (2020-12, or
 * draft-07 when `$schema` says so) without references outside itself. BAD_USER_INPUT on
 * `variablesSchema` with Ajv's message otherwise.
 */
export function compileVariablesSchema(schema: Record<string, unknown>): ValidateFunction {
  const field = 'variablesSchema';
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw invalidInput(field, 'must be a JSON Schema object');
  if (Buffer.byteLength(JSON.stringify(schema)) > MAX_VARIABLES_SCHEMA_BYTES) {
    throw invalidInput(field, `must be at most ${MAX_VARIABLES_SCHEMA_BYTES} bytes of JSON`);
  }
  const declared = schema.$schema;
  if (declared !== undefined && !(typeof declared === 'string' && (DRAFT_07.test(declared) || DRAFT_2020_12.test(declared)))) {
    throw invalidInput(field, '$schema must be JSON Schema 2020-12 or draft-07 (or be omitted for 2020-12)');
  }
  const ref = remoteRef(schema);
  if (ref) throw invalidInput(field, `$ref must point inside the schema (\`#…\`); "${ref}" is not allowed`);
  const ajv = ajvFor(schema);
  if (!ajv.validateSchema(schema)) {
    throw invalidInput(field, `not a valid JSON Schema: ${ajv.errorsText(ajv.errors, { dataVar: 'schema' })}`);
  }
  try {
    return ajv.compile(schema as AnySchemaObject);
  } catch (error) {
    throw invalidInput(field, `not a valid JSON Schema: ${firstLine(error)}`);
  }
}

/**
 * The property an Ajv error is about when Ajv reports it on the object holding it (its `instancePath` is the parent): a missing
 * one (`required`, `dependentRequired`, draft-07 `dependencies`), one not allowed (`additionalProperties`,
 * `unevaluatedProperties`) or a name refused by `propertyNames`.
 */
function propertyOf(error: ErrorObject): string | undefined {
  const params = error.params as {
    missingProperty?: string;
    additionalProperty?: string;
    unevaluatedProperty?: string;
    propertyName?: string;
  };
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
    case 'dependencies':
      return params.missingProperty;
    case 'additionalProperties':
      return params.additionalProperty;
    case 'unevaluatedProperties':
      return params.unevaluatedProperty;
    case 'propertyNames':
      return params.propertyName;
    default:
      return undefined;
  }
}

/** Ajv errors as `{ path, message }`: a JSON Pointer to the variable at fault (the missing or unexpected property included). */
export function variableErrors(errors: readonly ErrorObject[] | null | undefined): VariableError[] {
  return (errors ?? []).slice(0, MAX_VARIABLE_ERRORS).map((error) => {
    const property = propertyOf(error);
    const path = property === undefined ? error.instancePath : `${error.instancePath}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return { path, message: error.message ?? 'is invalid' };
  });
}

// ---------------------------------------------------------------------------------------------------
// Rendering

export interface TemplateSource {
  subject: string;
  html: string | null;
  text: string | null;
  variablesSchema: Record<string, unknown> | null;
}

export interface RenderedTemplate {
  subject: string;
  html: string | null;
  text: string | null;
}

/** A template compiled once: variables check and the three parts. */
export interface CompiledTemplate {
  render(variables: Record<string, unknown>): RenderedTemplate;
}

/** A subject is one header line: line breaks become spaces (no header injection), other controls go. */
export function singleLine(value: string): string {
  return value
    .replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ' ')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '') // eslint-disable-line no-control-regex
    .trim();
}

function compilePart(part: TemplatePart, source: string): (variables: Record<string, unknown>) => string {
  const template = handlebars.compile(source, compileOptions(part !== 'html'));
  return (variables) => {
    try {
      return template(variables);
    } catch (error) {
      // Runtime errors of built-in helpers (e.g. `{{#each}}` without a value) are the template's fault.
      throw invalidInput(part, `template could not be rendered: ${firstLine(error)}`);
    }
  };
}

/**
 * Compiles a stored template. The subject is not HTML-escaped and is made a single line; the HTML
 * body escapes `{{var}}` (`{{{var}}}` is raw); the text body is not escaped. Variables are checked
 * against the schema first: TEMPLATE_VARIABLES_INVALID listing the errors.
 */
export function compileTemplate(source: TemplateSource): CompiledTemplate {
  const validate = source.variablesSchema ? compileVariablesSchema(source.variablesSchema) : null;
  const subject = compilePart('subject', source.subject);
  const html = source.html === null ? null : compilePart('html', source.html);
  const text = source.text === null ? null : compilePart('text', source.text);
  return {
    render(variables) {
      if (validate && !validate(variables)) throw templateVariablesInvalid(variableErrors(validate.errors));
      return { subject: singleLine(subject(variables)), html: html ? html(variables) : null, text: text ? text(variables) : null };
    },
  };
}

import fc from 'fast-check';

/**
 * What the fuzz tests share (gateway/fuzz*.int.test.ts): runs and seed, malformed values, the faults every answer is
 * checked for, and a runner that collects every counterexample. `FUZZ_RUNS` (runs per operation and caller) and
 * `FUZZ_SEED` run more or other cases.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
export const SEED = Number(process.env.FUZZ_SEED ?? 15);
/** Per test, grown with the runs (the default 4 take a few seconds per API). */
export const TIMEOUT = Math.max(60_000, RUNS * 10_000);

// Schemas of OpenAPI and of JSON values are JSON of many shapes; the generators index into them freely.
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  text: string;
}

/** A stack trace in a body (`    at fn (file.ts:1:2)`) or a serialised error's `stack`. */
export const STACK = /\n\s+at .+\(.+:\d+:\d+\)|"stack(trace)?"/;
export const SNAKE_CASE = /^[a-z]+(_[a-z]+)*$/;

/** The faults every answer is checked for; each returns what is wrong, or nothing. */
export function serverFault(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 500)}`;
  if (STACK.test(answer.text)) return `a stack trace in the body: ${answer.text.slice(0, 500)}`;
  return undefined;
}

/** `{"error": {"code": <snake_case>, "message": <string>, ...}}`, the one error body of `/v1`, `/api` and `/integrations/orchestrator`. */
export function outsideRestEnvelope(answer: Answer): string | undefined {
  if (answer.status < 400) return undefined;
  let body: Json;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} with a body that is not JSON: ${answer.text.slice(0, 300)}`;
  }
  const error = body?.error;
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.length !== 1 || typeof error?.code !== 'string' || !SNAKE_CASE.test(error.code) || typeof error.message !== 'string') {
    return `${answer.status} outside the error envelope: ${answer.text.slice(0, 300)}`;
  }
  return undefined;
}

export const hugeString = fc.integer({ min: 101, max: 20_000 }).map((length) => 'x'.repeat(length));
export const nulString = fc.string({ maxLength: 5 }).map((text) => `${text}\u0000${text}`);
export const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'fuzz',
    '../../etc/passwd',
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    'NaN',
    "'; drop table users; --",
    '𝒳ß\u202e',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  nulString,
  hugeString,
);

/** A JSON value of any kind, shaped to break: deep nesting, huge numbers, odd strings. */
export const anyJson: fc.Arbitrary<Json> = fc.oneof(
  oddString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31) - 1, 1e308, -1e308),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as Json),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A schema with its `$ref` to `components.schemas` followed. */
export const resolve = (schema: Json, components: Json): Json => {
  if (schema?.$ref) return resolve(components.schemas[String(schema.$ref).split('/').pop()!], components);
  return schema ?? {};
};

/** A value that fits the schema's type, or near enough to pass the first checks (ids, enums, nested objects). */
export function plausible(schema: Json, components: Json, depth = 0): fc.Arbitrary<Json> {
  const resolved = resolve(schema, components);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return fc.oneof(...variants.map((variant: Json) => plausible(variant, components, depth)));
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const type = Array.isArray(resolved.type) ? resolved.type.find((kind: string) => kind !== 'null') : resolved.type;
  switch (type) {
    case 'string':
      return resolved.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 20 });
    case 'integer':
      return fc.integer({ min: -5, max: 200 });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(plausible(resolved.items, components, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : mutatedObject(resolved, components, depth + 1);
    default:
      return anyJson;
  }
}

/** Each property plausible, of a wrong kind or left out (required ones too), plus unknown properties. */
export function mutatedObject(schema: Json, components: Json, depth = 0): fc.Arbitrary<Record<string, Json>> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  const record = Object.fromEntries(
    properties.map(([name, property]) => [name, fc.option(fc.oneof(plausible(property, components, depth), anyJson), { nil: undefined })]),
  );
  return fc
    .tuple(fc.record(record), fc.option(fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 }), { nil: undefined }))
    .map(([values, extra]) => {
      const object = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      return extra ? { ...extra, ...object } : object;
    });
}

/** Runs a property per operation (`runs` times each) and collects every counterexample, so one run reports all broken routes. */
export async function fuzzEach<T>(
  operations: T[],
  name: (operation: T) => string,
  property: (operation: T, index: number) => fc.IAsyncPropertyWithHooks<[unknown]> | fc.IAsyncProperty<[unknown]>,
  runs = RUNS,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, operation] of operations.entries()) {
    const details = await fc.check(property(operation, index), { seed: SEED + index, numRuns: runs });
    if (details.failed) {
      const counterexample = JSON.stringify(details.counterexample).slice(0, 2_000);
      const error = (details.errorInstance as Error | undefined)?.message;
      failures.push(`${name(operation)} (seed ${details.seed}, path ${details.counterexamplePath}): ${error}\n  ${counterexample}`);
    }
  }
  return failures;
}

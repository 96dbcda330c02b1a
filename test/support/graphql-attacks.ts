import { getIntrospectionQuery } from 'graphql';

/**
 * Amplification attacks on a GraphQL endpoint, each within the default 1 MiB body limit: the query-limits
 * test asserts every one is refused, and `npm run bench:query-limits` measures what refusing them costs.
 */
export const times = (n: number, selection: (i: number) => string) => Array.from({ length: n }, (_, i) => selection(i)).join(' ');

/** Fragments F0 … F(n-1), each spreading the next one twice: 2^n selections when expanded. */
const fragmentExplosion = (n: number) =>
  `query { ...F0 } ${times(n, (i) => `fragment F${i} on Query { ${i === n - 1 ? 'users { id email displayName }' : `...F${i + 1} a${i}: users { id } ...F${i + 1}`} }`)}`;

const deepNesting = (levels: number) => `{ projects { nodes { ${'members { project { '.repeat(levels)}id${' } }'.repeat(levels)} } } }`;

const deepIntrospection = `{ __schema { types { ${'fields { type { ofType { '.repeat(6)}name${' } } }'.repeat(6)} } } }`;

/**
 * A fragment of introspection as clients write one: every type with its fields, their arguments and types, input
 * fields and enum values (about 270 KB answered). Thirty aliases of `__schema { ...S }` answered 8.3 MB to any
 * signed-in key while introspection was priced by its shape only.
 */
export const SCHEMA_FRAGMENT =
  'fragment S on __Schema { types { name kind description fields { name description args { name description type { ...R } } type { ...R } } ' +
  'inputFields { name description type { ...R } } enumValues { name description } } } fragment R on __Type { name kind ofType { name kind ofType { name kind } } }';
export const introspectionAliases = (n: number) => `{ ${times(n, (i) => `s${i}: __schema { ...S }`)} } ${SCHEMA_FRAGMENT}`;

/** The introspection query of GraphiQL and codegen tools (about 370 KB answered). */
export const STANDARD_INTROSPECTION = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });

/** The standard introspection query's `__schema` selection asked `n` times, under aliases, in one operation. */
export function standardIntrospectionAliases(n: number): string {
  const fragments = STANDARD_INTROSPECTION.indexOf('fragment FullType');
  const selection = STANDARD_INTROSPECTION.slice(STANDARD_INTROSPECTION.indexOf('{', STANDARD_INTROSPECTION.indexOf('__schema')), fragments)
    .trim()
    .replace(/}$/, '');
  return `{ ${times(n, (i) => `s${i}: __schema { ...Std }`)} } fragment Std on __Schema ${selection} ${STANDARD_INTROSPECTION.slice(fragments)}`;
}

export const attacks: Array<{ name: string; query: string; signedIn: boolean }> = [
  { name: '1,000 aliased __schema, anonymous', query: `{ ${times(1000, (i) => `s${i}: __schema { types { name } }`)} }`, signedIn: false },
  { name: '1,000 aliased __schema, signed in', query: `{ ${times(1000, (i) => `s${i}: __schema { types { name } }`)} }`, signedIn: true },
  { name: '1,000 aliases of users', query: `{ ${times(1000, (i) => `u${i}: users { id email displayName }`)} }`, signedIn: true },
  { name: '300 aliases of users (under the token limit)', query: `{ ${times(300, (i) => `u${i}: users { id }`)} }`, signedIn: true },
  { name: 'deep nesting (200 levels)', query: deepNesting(100), signedIn: true },
  { name: 'deep introspection', query: deepIntrospection, signedIn: true },
  { name: '30 aliased __schema sharing a fragment, signed in', query: introspectionAliases(30), signedIn: true },
  { name: 'fragment cycle', query: 'query { ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }', signedIn: true },
  { name: 'fragment explosion (2^40)', query: fragmentExplosion(40), signedIn: true },
  { name: 'huge token count (1 MiB of __typename)', query: `{ ${'__typename '.repeat(95_000)}}`, signedIn: false },
  { name: '10,000 duplicate fields', query: `{ me { ${'id '.repeat(10_000)}} }`, signedIn: true },
  { name: 'many directives', query: `{ me { ${times(200, () => 'id @include(if: true)')} } }`, signedIn: true },
];

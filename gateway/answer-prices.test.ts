import { readFileSync } from 'node:fs';
import { buildSchema, getOperationAST, graphqlSync, parse } from 'graphql';
import { introspectionAliases, STANDARD_INTROSPECTION, standardIntrospectionAliases } from '../test/support/graphql-attacks.js';
import { answerPrice, FIELD_PRICES, INTROSPECTION_BYTES_PER_COST } from './answer-prices.js';

const schema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));
const MAX_COST = 50_000;
const price = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return answerPrice(schema, document, getOperationAST(document)!, variables, MAX_COST);
};
/** The bytes of the answer's fields, as the executor answers them (`{"data":{…}}` less its braces). */
const answered = (query: string, variables: Record<string, unknown> = {}) => {
  const result = graphqlSync({ schema, source: query, variableValues: variables });
  expect(result.errors).toBeUndefined();
  return Buffer.byteLength(JSON.stringify(result.data)) - 2;
};

describe('answer prices', () => {
  it('measure introspection at the bytes it answers, before running it', () => {
    const queries: Array<[string, Record<string, unknown>?]> = [
      [STANDARD_INTROSPECTION],
      [standardIntrospectionAliases(2)],
      ['{ __type(name: "Query") { name } }'],
      ['{ __schema { types { name } } ...F } fragment F on Query { __schema { queryType { name __typename } types { kind } } }'],
      [
        'query($n: String! = "Mutation", $d: Boolean) { __type(name: $n) { fields(includeDeprecated: $d) { name description } } }',
        { d: true },
      ],
      ['{ a: __type(name: "Nothing") { name } b: __type(name: "ProjectSharingPreset") { enumValues { name description } } }'],
    ];
    for (const [query, variables] of queries) {
      const bytes = answered(query, variables);
      expect(price(query, variables)).toEqual({
        asksIntrospection: true,
        introspectionBytes: bytes,
        cost: Math.ceil(bytes / INTROSPECTION_BYTES_PER_COST),
        fieldsCost: 0,
      });
    }
  });

  it('price the standard introspection query within the limit, and aliases of one fragment each at its answer', () => {
    const standard = price(STANDARD_INTROSPECTION);
    expect(standard.cost).toBeLessThan(MAX_COST / 2);
    const one = price(introspectionAliases(1));
    expect(price(introspectionAliases(2)).introspectionBytes).toBe(2 * one.introspectionBytes + 1);
    // Past MAX_COST × 20 bytes measuring stops: the answer is over the limit, however much more it would be.
    expect(price(introspectionAliases(30))).toMatchObject({ cost: Infinity, introspectionBytes: Infinity });
  });

  it('price each ask of a priced field, and nothing else', () => {
    expect(price('{ me { id } }')).toEqual({ cost: 0, asksIntrospection: false, introspectionBytes: 0, fieldsCost: 0 });
    const id = '00000000-0000-4000-8000-000000000000';
    const diffs = `{ a: docDiff(docId: "${id}", from: 1, to: 2) ...D } fragment D on Query { b: docDiff(docId: "${id}", from: 1, to: 3) a: docDiff(docId: "${id}", from: 1, to: 2) }`;
    // Response keys as the executor merges them: `a` runs once.
    expect(price(diffs).fieldsCost).toBe(2 * FIELD_PRICES['Query.docDiff']!);
  });
});

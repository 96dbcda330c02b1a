import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ExecutionResult,
} from 'graphql';
import { notFound } from './errors.js';
import { SubgraphExecutor, type SubgraphRequest } from './subgraph-executor.js';
import { InternalTokens } from './viewer.js';

// The executor runs a query through graphql-js the first time and compiled (graphql-jit) from the second: every answer
// here is asked for three times, and all three must be the same, data and errors alike, with two differences the
// gateway never shows a client: the order of the errors (the spec leaves it open; graphql-js lists them as they happen)
// and their `locations` (graphql-jit's errors have none; the gateway drops a subgraph error's locations).

interface Item {
  id: string;
  name: string;
  /** Resolving this item's `owner` fails with NOT_FOUND. */
  ownerless?: boolean;
}

const ITEMS: Item[] = [
  { id: '1', name: 'one' },
  { id: '2', name: 'two', ownerless: true },
  { id: '3', name: 'three' },
];

const Owner = new GraphQLObjectType({ name: 'Owner', fields: { name: { type: new GraphQLNonNull(GraphQLString) } } });
const Item = new GraphQLObjectType<Item>({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    owner: {
      type: Owner,
      resolve: (item) => {
        if (item.ownerless) throw notFound('Owner');
        return Promise.resolve({ name: `owner of ${item.name}` });
      },
    },
    strictOwner: {
      type: new GraphQLNonNull(Owner),
      resolve: (item) => {
        // A GraphQLError around the service's error, as a resolver that calls another subgraph throws it.
        if (item.ownerless) throw new GraphQLError('Owner not found', { originalError: notFound('Owner') });
        return { name: `owner of ${item.name}` };
      },
    },
  },
});

let mutations = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Item))),
        args: { first: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { first }: { first: number }) => ITEMS.slice(0, first),
      },
      item: {
        type: Item,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_root, { id }: { id: string }) => ITEMS.find((item) => item.id === id) ?? Promise.reject(notFound('Item')),
      },
      viewer: { type: GraphQLString, resolve: (_root, _args, context: { viewer: { kind: string } }) => context.viewer.kind },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLBoolean, resolve: () => (mutations += 1) > 0 } },
  }),
});

const tokens = new InternalTokens('a-secret-for-the-executor-tests-only-0123456789');
const executor = new SubgraphExecutor('test', schema, tokens, (viewer) => ({ viewer }));

/** An answer as JSON, its errors ordered by path and without locations. */
function comparable(answer: ExecutionResult): string {
  const errors = answer.errors
    ?.map(({ locations: _, ...error }) => error)
    .sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  return JSON.stringify(errors ? { ...answer, errors } : answer);
}

/** The three answers to one request, comparable. */
async function threeTimes(request: Omit<SubgraphRequest, 'internalToken'>): Promise<string[]> {
  const internalToken = await tokens.sign({ kind: 'service', service: 'gateway' });
  const answers: string[] = [];
  for (let run = 0; run < 3; run++) answers.push(comparable(await executor.execute({ ...request, internalToken })));
  return answers;
}

const LIST = `query List($first: Int! = 2, $withOwner: Boolean = true) {
  viewer
  items(first: $first) { ...Row owner @include(if: $withOwner) { name } }
}
fragment Row on Item { id label: name __typename }`;

describe('compiled queries', () => {
  it('answer a list with fragments, aliases and @include as graphql-js does, compiled from the second run on', async () => {
    const before = executor.compiledOperations;
    const answers = await threeTimes({ query: LIST, variables: { first: 3 } });
    expect(executor.compiledOperations).toBe(before + 1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!)).toEqual({
      data: {
        viewer: 'service',
        items: [
          { id: '1', label: 'one', __typename: 'Item', owner: { name: 'owner of one' } },
          { id: '2', label: 'two', __typename: 'Item', owner: null },
          { id: '3', label: 'three', __typename: 'Item', owner: { name: 'owner of three' } },
        ],
      },
      errors: [{ message: 'Owner not found', path: ['items', 1, 'owner'], extensions: { code: 'NOT_FOUND' } }],
    });
  });

  it('give a non-null variable left out its default (graphql-jit alone would refuse it)', async () => {
    const answers = await threeTimes({ query: LIST, variables: { withOwner: false } });
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[2]!)).toEqual({
      data: {
        viewer: 'service',
        items: [
          { id: '1', label: 'one', __typename: 'Item' },
          { id: '2', label: 'two', __typename: 'Item' },
        ],
      },
    });
  });

  it('refuse bad variables with graphql-js’s errors', async () => {
    for (const variables of [{ first: 'two' }, { first: null }, { first: 1, withOwner: 'yes' }]) {
      const answers = await threeTimes({ query: LIST, variables });
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[2]!)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      expect(JSON.parse(answers[2]!)).not.toHaveProperty('data');
    }
  });

  it('carry a service error under a GraphQLError, and a null from a non-null field up to its nullable parent', async () => {
    const answers = await threeTimes({
      query: '{ a: item(id: "2") { name strictOwner { name } } b: item(id: "9") { id } c: item(id: "1") { id } }',
    });
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[2]!)).toMatchObject({
      data: { a: null, b: null, c: { id: '1' } },
      errors: [
        { message: 'Owner not found', path: ['a', 'strictOwner'], extensions: { code: 'NOT_FOUND' } },
        { message: 'Item not found', path: ['b'], extensions: { code: 'NOT_FOUND' } },
      ],
    });
  });

  it('pick the named operation of a document with several', async () => {
    const query = 'query A { viewer } query B { item(id: "3") { name } }';
    const answers = await threeTimes({ query, operationName: 'B' });
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[2]!)).toEqual({ data: { item: { name: 'three' } } });
  });

  it('refuse an operation name the document lacks, as graphql-js does, however often it comes', async () => {
    const answers = await threeTimes({ query: 'query A { viewer }', operationName: 'Missing' });
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[2]!)).toMatchObject({ errors: [{ message: 'Unknown operation named "Missing".' }] });
  });

  it('leave mutations to graphql-js', async () => {
    const before = executor.compiledOperations;
    const answers = await threeTimes({ query: 'mutation { touch }' });
    expect(answers).toEqual(Array(3).fill('{"data":{"touch":true}}'));
    expect(mutations).toBe(3);
    expect(executor.compiledOperations).toBe(before);
  });

  it('compile nothing for a document that runs once, and keep at most 200 compiled', async () => {
    const fresh = new SubgraphExecutor('test', schema, tokens, (viewer) => ({ viewer }));
    const internalToken = await tokens.sign({ kind: 'service', service: 'gateway' });
    for (let n = 0; n < 50; n++) await fresh.execute({ query: `{ item(id: "${n}") { id } viewer }`, internalToken });
    expect(fresh.compiledOperations).toBe(0);
    for (let n = 0; n < 250; n++)
      for (let run = 0; run < 2; run++) await fresh.execute({ query: `{ items(first: ${n}) { id } }`, internalToken });
    expect(fresh.compiledOperations).toBe(200);
  });
});

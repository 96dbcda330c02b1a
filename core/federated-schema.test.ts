import { graphql, type GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, FieldResolver, ID, Info, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { buildFederatedSchema, federatedSchemaOnce, plainFields } from './federated-schema.js';

@ObjectType()
class Base {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
class Thing extends Base {
  @Field()
  name!: string;

  @Field({ description: 'Has a field resolver of the same name: code decides what it shows.' })
  secret!: string;

  @Field({ name: 'renamed' })
  storedAs!: string;
}

@Resolver(() => Thing)
class ThingResolver {
  @Query(() => Thing)
  thing(): Thing {
    return Object.assign(new Thing(), { id: '1', name: 'thing', secret: 's3cret', storedAs: 'x' });
  }

  @FieldResolver(() => String)
  secret(@Root() thing: Thing): string {
    return thing.secret.replace(/./g, '*');
  }

  @FieldResolver(() => Number)
  length(@Root() thing: Thing): number {
    return thing.name.length;
  }
}

describe('federatedSchemaOnce', () => {
  it('builds the schema on the first call and gives every later call the same one', async () => {
    let builds = 0;
    const schemaOf = federatedSchemaOnce(() => (builds++, { resolvers: [ThingResolver] }));
    const [first, second] = await Promise.all([schemaOf(), schemaOf()]);
    expect(await schemaOf()).toBe(first);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect((await graphql({ schema: first, source: '{ thing { name } }' })).data).toEqual({ thing: { name: 'thing' } });
  });

  it('does not keep a failed build: the next call builds again', async () => {
    let builds = 0;
    const schemaOf = federatedSchemaOnce(() => {
      builds++;
      if (builds === 1) throw new Error('first build fails');
      return { resolvers: [ThingResolver] };
    });
    await expect(schemaOf()).rejects.toThrow('first build fails');
    await expect(schemaOf()).resolves.toBe(await schemaOf());
    expect(builds).toBe(2);
  });
});

describe('plainFields', () => {
  it('are the fields that return the property of their name: inherited ones too, not those with a resolver or another name', async () => {
    await buildFederatedSchema({ resolvers: [ThingResolver] });
    expect(plainFields(Thing)).toEqual(new Set(['id', 'name']));
  });
});

@ObjectType()
class Gadget {
  @Field()
  name!: string;
}

/** What a field resolver saw, and whether type-graphql's wrapper called it (its frames on the stack). */
const seen = (gadget: Gadget, tag: unknown, field: string) =>
  `${gadget instanceof Gadget}:${gadget.name}:${String(tag)}:${field}:${/type-graphql/.test(new Error().stack ?? '') ? 'wrapped' : 'direct'}`;

@Resolver(() => Gadget)
class GadgetResolver {
  @Query(() => Gadget)
  gadget(): Gadget {
    return Object.assign(new Gadget(), { name: 'instance' });
  }

  @Query(() => Gadget, { description: 'A plain object: type-graphql copies it into a Gadget for field resolvers.' })
  plainGadget(): Gadget {
    return { name: 'plain' };
  }

  @FieldResolver(() => String)
  seen(@Root() gadget: Gadget, @Ctx() ctx: { tag: string }, @Info() info: GraphQLResolveInfo): string {
    return seen(gadget, ctx.tag, info.fieldName);
  }

  @FieldResolver(() => String)
  reordered(@Info() info: GraphQLResolveInfo, @Root() gadget: Gadget): string {
    return seen(gadget, 'none', info.fieldName);
  }

  @FieldResolver(() => String)
  withArg(@Root() gadget: Gadget, @Arg('tag') tag: string): string {
    return seen(gadget, tag, 'withArg');
  }
}

describe('field resolvers', () => {
  it('with only @Root, @Ctx and @Info are called directly, with what type-graphql would give them', async () => {
    const schema = await buildFederatedSchema({ resolvers: [GadgetResolver] });
    const run = async (query: string) => (await graphql({ schema, source: query, contextValue: { tag: 't' } })).data;
    expect(await run('{ gadget { seen reordered withArg(tag: "a") } }')).toEqual({
      gadget: {
        seen: 'true:instance:t:seen:direct',
        reordered: 'true:instance:none:reordered:direct',
        withArg: 'true:instance:a:withArg:wrapped',
      },
    });
    // A root of another class goes through type-graphql, which makes it a Gadget first.
    expect(await run('{ plainGadget { seen } }')).toEqual({ plainGadget: { seen: 'true:plain:t:seen:wrapped' } });
  });
});

import { Field, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { buildFederatedSchema, plainFields } from './federated-schema.js';

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

describe('plainFields', () => {
  it('are the fields that return the property of their name: inherited ones too, not those with a resolver or another name', async () => {
    await buildFederatedSchema({ resolvers: [ThingResolver] });
    expect(plainFields(Thing)).toEqual(new Set(['id', 'name']));
  });
});

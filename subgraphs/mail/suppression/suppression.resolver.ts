import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import type { Suppression } from './suppression.entity.js';
import { SuppressionService } from './suppression.service.js';

@ObjectType('Suppression', { description: 'An address on the suppression list: sends to it are refused.' })
class SuppressionView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The address, normalised (trimmed, lower-case, IDN domain in punycode).' })
  email!: string;

  @Field({ description: '`hard-bounce`, `complaint` or `manual`.' })
  reason!: string;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Where the entry came from: the bounce or complaint, or who added it by hand.',
  })
  source!: Record<string, unknown> | null;

  @Field(() => Date)
  addedAt!: Date;
}

@ObjectType()
class SuppressionConnection extends Connection(SuppressionView, 'Suppression') {}

@ArgsType()
class SuppressionsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only entries with this reason: `hard-bounce`, `complaint` or `manual`.' })
  reason?: string | null;
}

@InputType()
class AddSuppressionInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field({ description: 'The address to suppress.' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Only `manual` may be given (the default); bounces and complaints are added by the service.',
  })
  reason?: string | null;
}

const view = (entry: Suppression): SuppressionView => ({
  id: entry.id,
  email: entry.email,
  reason: entry.reason,
  source: entry.source ?? null,
  addedAt: entry.addedAt,
});

@Resolver()
export class SuppressionResolver {
  @Query(() => SuppressionConnection, { description: 'The suppression list, newest first.' })
  async suppressions(@Args() args: SuppressionsArgs, @Ctx() ctx: MailContext): Promise<Page<SuppressionView>> {
    const page = await new SuppressionService(ctx).list(args.accountId, args.first, args.after, args.reason);
    return { ...page, nodes: page.nodes.map(view) };
  }

  @Query(() => SuppressionView, { description: 'The entry for one address; NOT_FOUND when it is not suppressed.' })
  async suppression(
    @Arg('email') email: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<SuppressionView> {
    return view(await new SuppressionService(ctx).get(accountId, email));
  }

  @Mutation(() => SuppressionView, {
    description: 'Suppresses an address (reason `manual`). Adding one already on the list is a no-op returning the original entry.',
  })
  async addSuppression(@Arg('input') input: AddSuppressionInput, @Ctx() ctx: MailContext): Promise<SuppressionView> {
    return view(await new SuppressionService(ctx).add(input.accountId, input.email, input.reason));
  }

  @Mutation(() => SuppressionView, { description: 'Takes an address off the list and returns the removed entry; NOT_FOUND when absent.' })
  async removeSuppression(
    @Arg('email') email: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<SuppressionView> {
    return view(await new SuppressionService(ctx).remove(accountId, email));
  }
}

import { Arg, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { invalidInput } from '../../../core/errors.js';
import type { MailContext } from '../context.js';
import { MAX_HISTORY_MONTHS, quotaHistory, quotaUsage, type QuotaLimits } from './quota.js';

@ObjectType({ description: "This month's sending quota of a mail account." })
class MailQuota {
  @Field({ description: 'Calendar month (UTC), `YYYY-MM`.' })
  period!: string;

  @Field(() => Int, { description: 'Messages per month within the base quota.' })
  base!: number;

  @Field(() => Int, { description: 'Messages per month allowed beyond the base quota.' })
  overageCap!: number;

  @Field(() => Int, { description: 'Messages counted this month.' })
  used!: number;

  @Field(() => Int, { description: 'Messages left within base plus overage.' })
  remaining!: number;

  @Field(() => Date, { description: 'When the count starts again from zero.' })
  resetsAt!: Date;

  /** Whose quota this is, for `history` (not a field). */
  accountId!: string;
}

@ObjectType({ description: "A past month's usage of a mail account." })
class MailUsageMonth {
  @Field({ description: 'Calendar month (UTC), `YYYY-MM`.' })
  period!: string;

  @Field(() => Int, { description: 'Messages counted that month.' })
  used!: number;

  @Field(() => Int, { description: 'Messages beyond the base quota (against the base configured now; limits are not kept per month).' })
  overage!: number;
}

/** Quota limits of an account: the configured defaults (per-account plans are not modelled yet). */
export const quotaLimits = (ctx: MailContext): QuotaLimits => ({
  base: ctx.deps.config.MAIL_QUOTA_MONTHLY,
  overageCap: ctx.deps.config.MAIL_QUOTA_OVERAGE_CAP,
});

@Resolver(() => MailQuota)
export class QuotaResolver {
  @Query(() => MailQuota)
  async mailQuota(@Arg('accountId', () => ID, { nullable: true }) accountId: string | null, @Ctx() ctx: MailContext): Promise<MailQuota> {
    const account = await ctx.requireAccount(accountId);
    const usage = await quotaUsage(ctx.em, account.id, quotaLimits(ctx), ctx.now());
    return { ...usage, accountId: account.id, remaining: Math.max(0, usage.base + usage.overageCap - usage.used) };
  }

  @FieldResolver(() => [MailUsageMonth], {
    description: `The months before this one that counted messages, newest first, back to \`months\` months ago (1..${MAX_HISTORY_MONTHS}); a month without sends is left out.`,
  })
  async history(
    @Root() quota: MailQuota,
    @Arg('months', () => Int, { defaultValue: 12 }) months: number,
    @Ctx() ctx: MailContext,
  ): Promise<MailUsageMonth[]> {
    if (months < 1 || months > MAX_HISTORY_MONTHS) throw invalidInput('months', `must be between 1 and ${MAX_HISTORY_MONTHS}`);
    const history = await quotaHistory(ctx.em, quota.accountId, months, ctx.now());
    return history.map((month) => ({ ...month, overage: Math.max(0, month.used - quota.base) }));
  }
}

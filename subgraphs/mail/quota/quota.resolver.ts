import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { MailContext } from '../context.js';
import { quotaUsage, type QuotaLimits } from './quota.js';

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
}

/** Quota limits of an account: the configured defaults (per-account plans are not modelled yet). */
export const quotaLimits = (ctx: MailContext): QuotaLimits => ({
  base: ctx.deps.config.MAIL_QUOTA_MONTHLY,
  overageCap: ctx.deps.config.MAIL_QUOTA_OVERAGE_CAP,
});

@Resolver()
export class QuotaResolver {
  @Query(() => MailQuota)
  async mailQuota(@Arg('accountId', () => ID, { nullable: true }) accountId: string | null, @Ctx() ctx: MailContext): Promise<MailQuota> {
    const account = await ctx.requireAccount(accountId);
    const usage = await quotaUsage(ctx.em, account.id, quotaLimits(ctx), ctx.now());
    return { ...usage, remaining: Math.max(0, usage.base + usage.overageCap - usage.used) };
  }
}

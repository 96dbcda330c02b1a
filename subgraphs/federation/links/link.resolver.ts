import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import { syncEntityTypes } from '../../../core/sync-entity-types.js';
import type { FederationContext } from '../context.js';
import type { Link } from './link.entity.js';
import { LinkService, type LinkSettings, type LinkWithSecrets } from './link.service.js';
import {
  MAX_POLL_SECONDS,
  MIN_POLL_SECONDS,
  MIN_SECRET_LENGTH,
  servingHealth,
  SOURCE_STALE_INTERVALS,
  SOURCE_STALE_MIN_MS,
  type LinkDirection,
} from './link-rules.js';

export enum FederationLinkDirection {
  SOURCE = 'source',
  TARGET = 'target',
  BIDIRECTIONAL = 'bidirectional',
}
registerEnumType(FederationLinkDirection, {
  name: 'FederationLinkDirection',
  description:
    'Stated from this side; the peer holds the mirror value. `SOURCE`: this side emits and never applies. `TARGET`: this side only ' +
    'consumes (the peer is authoritative). `BIDIRECTIONAL`: both.',
});

export enum FederationLinkHealth {
  AMBER = 'amber',
  GREEN = 'green',
  RED = 'red',
}
registerEnumType(FederationLinkHealth, {
  name: 'FederationLinkHealth',
  description:
    'A link that polls (target, bidirectional): `AMBER`, no successful poll yet; `GREEN`, the last poll succeeded; `RED`, the last ' +
    "poll failed (`lastError`). A source link, which never polls, by the peer's pulls (`lastPulledByPeerAt`): `AMBER` until the " +
    `first; \`GREEN\` while the peer pulls at least once in ${SOURCE_STALE_INTERVALS} poll intervals (at least ` +
    `${SOURCE_STALE_MIN_MS / 60_000} minutes); \`RED\` once it has stopped (\`lastError\` says since when).`,
});

const TYPES = syncEntityTypes.map((type) => `\`${type}\``).join(', ');
const POLL =
  `Seconds between polls, ${MIN_POLL_SECONDS}..${MAX_POLL_SECONDS}. On a source link, which never polls: the interval the peer ` +
  "is expected to pull at (its own link's), which its health is judged by.";

@ObjectType('FederationLink', { description: 'A link to a peer workspace instance. Its token and secret are never listed.' })
class LinkView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: "The peer's base URL (https)." })
  remoteUrl!: string;

  @Field(() => FederationLinkDirection)
  direction!: FederationLinkDirection;

  @Field(() => Int, { description: POLL })
  pollIntervalSeconds!: number;

  @Field(() => [String], { description: `Entity types that cross; empty means all the direction allows. Types: ${TYPES}.` })
  entityScope!: string[];

  @Field(() => [ID], { description: 'Projects that cross; empty means every project in scope.' })
  projectFilter!: string[];

  @Field({ description: 'First characters of the incoming token the peer sends, to tell tokens apart.' })
  incomingTokenPrefix!: string;

  @Field({ description: "Whether the peer's token (used for this side's requests) has been entered." })
  peerTokenSet!: boolean;

  @Field({ description: 'Events are fetched and logged but neither applied nor acknowledged.' })
  dryRun!: boolean;

  @Field()
  paused!: boolean;

  @Field(() => FederationLinkHealth)
  health!: FederationLinkHealth;

  @Field(() => Date, { nullable: true })
  lastPolledAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastSuccessAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last poll failed; on a source link, since when the peer has not pulled.' })
  lastError!: string | null;

  @Field(() => Int, {
    description: 'Events that could not be applied (a missing parent, a broken rule), retried on their own (15 s, doubling to an hour).',
  })
  failedEvents!: number;

  @Field(() => String, { nullable: true, description: "The latest failed event's reason: `<type> <peer's id>: <error>`." })
  lastEventError!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the peer last pulled from this side (a page of changes or of a snapshot); source and bidirectional links.',
  })
  lastPulledByPeerAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "Last reconcile: the peer's rows compared as they are (FEDERATION_RECONCILE_HOURS)." })
  lastReconciledAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The peer's instance id, learned at the handshake." })
  peerInstanceId!: string | null;

  @Field(() => String, { nullable: true, description: "The peer's version, learned at the handshake." })
  peerVersion!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: 'A link with the secrets shown only in this response.' })
class FederationLinkSecrets {
  @Field(() => LinkView)
  link!: LinkView;

  @Field(() => String, { nullable: true, description: 'The incoming token the peer must send (`svc_fed_…`), when one was issued.' })
  incomingToken!: string | null;

  @Field(() => String, { nullable: true, description: 'The shared HMAC secret, when one was generated: enter it on the peer.' })
  sharedSecret!: string | null;
}

@ObjectType({ description: "The outcome of a connection test: the peer's handshake, signed with the link's credentials." })
class FederationLinkCheck {
  @Field(() => LinkView)
  link!: LinkView;

  @Field()
  ok!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the peer could not be reached or refused.' })
  error!: string | null;
}

@ObjectType()
class FederationLinkConnection extends Connection(LinkView, 'FederationLink') {}

@InputType()
class CreateFederationLinkInput {
  @Field({ description: 'Label, 1..100 characters, unique.' })
  name!: string;

  @Field({ description: "The peer's base URL; must be https." })
  remoteUrl!: string;

  @Field(() => FederationLinkDirection)
  direction!: FederationLinkDirection;

  @Field(() => Int, { nullable: true, description: `${POLL} Default 60.` })
  pollIntervalSeconds?: number | null;

  @Field(() => [String], { nullable: true, description: 'Empty or omitted: every type the direction allows.' })
  entityScope?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Empty or omitted: every project.' })
  projectFilter?: string[] | null;

  @Field(() => String, { nullable: true, description: "The peer's incoming token, if the peer's link exists already." })
  peerToken?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `On the second side: the secret the first side generated (at least ${MIN_SECRET_LENGTH} characters). Omitted: one is generated.`,
  })
  sharedSecret?: string | null;

  @Field(() => Boolean, { nullable: true })
  dryRun?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  paused?: boolean | null;
}

@InputType({ description: 'Omitted fields stay as they are.' })
class UpdateFederationLinkInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  remoteUrl?: string | null;

  @Field(() => FederationLinkDirection, { nullable: true })
  direction?: FederationLinkDirection | null;

  @Field(() => Int, { nullable: true, description: POLL })
  pollIntervalSeconds?: number | null;

  @Field(() => [String], { nullable: true, description: 'Empty: every type the direction allows.' })
  entityScope?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Empty: every project.' })
  projectFilter?: string[] | null;

  @Field(() => String, { nullable: true, description: "The peer's incoming token (after the peer rotated it)." })
  peerToken?: string | null;

  @Field(() => String, { nullable: true, description: 'The shared secret, to mirror a rotation made on the peer.' })
  sharedSecret?: string | null;
}

@InputType()
class SetFederationLinkDryRunInput {
  @Field(() => ID)
  id!: string;

  @Field()
  dryRun!: boolean;
}

/** A link as the API shows it at `now`: a source link's health is the peer's pulls (servingHealth), the others' their polls. */
export const linkView = (link: Link, now: Date): LinkView => ({
  ...linkFields(link),
  ...(link.direction === 'source' ? sourceHealth(link, now) : {}),
});

const sourceHealth = (link: Link, now: Date): Pick<LinkView, 'health' | 'lastError'> => {
  const { health, error } = servingHealth(link, now);
  return { health: health as FederationLinkHealth, lastError: error };
};

const linkFields = (link: Link): LinkView => ({
  id: link.id,
  name: link.name,
  remoteUrl: link.remoteUrl,
  direction: link.direction as FederationLinkDirection,
  pollIntervalSeconds: link.pollIntervalSeconds,
  entityScope: link.entityScope,
  projectFilter: link.projectFilter,
  incomingTokenPrefix: link.incomingTokenPrefix,
  peerTokenSet: Boolean(link.peerTokenEncrypted),
  dryRun: link.dryRun,
  paused: link.paused,
  health: link.health as FederationLinkHealth,
  lastPolledAt: link.lastPolledAt ?? null,
  lastSuccessAt: link.lastSuccessAt ?? null,
  lastError: link.lastError ?? null,
  failedEvents: link.failedEvents,
  lastEventError: link.lastEventError ?? null,
  lastPulledByPeerAt: link.lastPulledByPeerAt ?? null,
  lastReconciledAt: link.lastReconciledAt ?? null,
  peerInstanceId: link.peerInstanceId ?? null,
  peerVersion: link.peerVersion ?? null,
  createdAt: link.createdAt,
  updatedAt: link.updatedAt,
});

const withSecrets = ({ link, incomingToken, sharedSecret }: LinkWithSecrets, now: Date): FederationLinkSecrets => ({
  link: linkView(link, now),
  incomingToken,
  sharedSecret,
});

const settings = (input: CreateFederationLinkInput | UpdateFederationLinkInput): LinkSettings => ({
  ...input,
  direction: input.direction as LinkDirection | null | undefined,
});

/** Admin, Federation: instance links. Every operation needs `admin:federation:write` and is audited. */
@Resolver()
export class LinkResolver {
  @Query(() => FederationLinkConnection, { description: 'Instance links, oldest first. Needs `admin:federation:write`.' })
  async federationLinks(@Args() args: PageArgs, @Ctx() ctx: FederationContext): Promise<Page<LinkView>> {
    const page = await new LinkService(ctx).list(args.first, args.after);
    return { ...page, nodes: page.nodes.map((link) => linkView(link, ctx.now())) };
  }

  @Query(() => LinkView, { description: 'One instance link. Needs `admin:federation:write`.' })
  async federationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).get(id), ctx.now());
  }

  @Mutation(() => FederationLinkSecrets, {
    description: 'Adds a link. The incoming token, and the shared secret when generated, are shown only in this response.',
  })
  async createFederationLink(
    @Arg('input') input: CreateFederationLinkInput,
    @Ctx() ctx: FederationContext,
  ): Promise<FederationLinkSecrets> {
    const { name, remoteUrl, direction } = input;
    return withSecrets(
      await new LinkService(ctx).create({ ...settings(input), name, remoteUrl, direction: direction as LinkDirection }),
      ctx.now(),
    );
  }

  @Mutation(() => LinkView, { description: "Edits a link's settings; history and configuration are kept." })
  async updateFederationLink(@Arg('input') input: UpdateFederationLinkInput, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).update(input.id, settings(input)), ctx.now());
  }

  @Mutation(() => LinkView, { description: 'Stops polling and serving the peer; configuration and history are kept.' })
  async pauseFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).pause(id), ctx.now());
  }

  @Mutation(() => LinkView)
  async resumeFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).resume(id), ctx.now());
  }

  @Mutation(() => LinkView, { description: 'Dry-run: events are fetched and logged but neither applied nor acknowledged.' })
  async setFederationLinkDryRun(@Arg('input') input: SetFederationLinkDryRunInput, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).setDryRun(input.id, input.dryRun), ctx.now());
  }

  @Mutation(() => FederationLinkSecrets, {
    description: 'Issues a new incoming token (shown once); the old one is refused at once until the peer enters the new one.',
  })
  async rotateFederationLinkToken(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<FederationLinkSecrets> {
    return withSecrets(await new LinkService(ctx).rotateToken(id), ctx.now());
  }

  @Mutation(() => FederationLinkSecrets, {
    description: 'Generates a new shared secret (shown once); the peer must enter it (updateFederationLink) within minutes.',
  })
  async rotateFederationLinkSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<FederationLinkSecrets> {
    return withSecrets(await new LinkService(ctx).rotateSecret(id), ctx.now());
  }

  @Mutation(() => FederationLinkCheck, {
    description: 'Tests the connection: a signed handshake with the peer (credentials, version, mirrored direction). Audited.',
  })
  async checkFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<FederationLinkCheck> {
    const { link, ok, error } = await new LinkService(ctx).check(id);
    return { link: linkView(link, ctx.now()), ok, error };
  }

  @Mutation(() => LinkView, {
    description: 'Sync now: polls a target or bidirectional link at once and returns it with its health after the poll.',
  })
  async syncFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).syncNow(id), ctx.now());
  }

  @Mutation(() => LinkView, {
    description:
      'Force-resync (target and bidirectional links): the next poll replays every event the peer still has; unchanged rows are ' +
      'no-ops, diverged rows become conflicts. Audited.',
  })
  async forceResyncFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<LinkView> {
    return linkView(await new LinkService(ctx).forceResync(id), ctx.now());
  }

  @Mutation(() => ID, { description: 'Removes the link, its sync history and open conflicts; data already mirrored stays.' })
  deleteFederationLink(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<string> {
    return new LinkService(ctx).delete(id);
  }
}

import { Arg, Ctx, Directive, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { intInRange } from '../../../core/validation.js';
import type { FederationContext } from '../context.js';
import { WIRE_PAGE_LIMIT, type WirePage, type WireSnapshot } from '../sync/wire.js';
import { isSyncEntityType } from '../../../core/sync-entity-types.js';
import { invalidInput } from '../../../core/errors.js';
import { FederationLinkDirection } from '../links/link.resolver.js';
import { projectFilter, type LinkDirection } from '../links/link-rules.js';
import { PeerAuthService } from './peer-auth.service.js';
import { PeerService } from './peer.service.js';

@Directive('@inaccessible')
@InputType({ description: 'A request to /federation/peer/…: its credentials and raw body, as the gateway received them.' })
class PeerRequestInput {
  @Field()
  token!: string;

  @Field()
  timestamp!: string;

  @Field()
  signature!: string;

  @Field()
  nonce!: string;

  @Field()
  body!: string;

  @Field(() => String, { nullable: true })
  ip?: string | null;
}

@InputType()
class FederationPeerHandshakeInput {
  @Field(() => Int)
  protocol!: number;

  @Field()
  version!: string;

  @Field()
  instanceId!: string;

  @Field(() => FederationLinkDirection, { description: "The link's direction as the caller states it (from its side)." })
  direction!: FederationLinkDirection;
}

@ObjectType()
class FederationPeerHandshake {
  @Field(() => Int)
  protocol!: number;

  @Field()
  version!: string;

  @Field()
  instanceId!: string;

  @Field(() => FederationLinkDirection, { description: "The link's direction from this side." })
  direction!: FederationLinkDirection;
}

const PROJECTS_DESCRIPTION =
  "The caller's own project filter: projects in either side's ids; narrows this side's filter for the link. Null: no filter.";

@InputType()
class FederationPeerChangesInput {
  @Field(() => GraphQLSafeInt, { description: 'The last sequence of this side the caller has applied.' })
  after!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => [GraphQLSafeInt], { description: 'Sequences the caller still waits for (gaps of earlier pages).' })
  gaps!: number[];

  @Field(() => [ID], { nullable: true, description: PROJECTS_DESCRIPTION })
  projects?: string[] | null;
}

@ObjectType()
class FederationPeerContent {
  @Field()
  sha256!: string;

  @Field(() => GraphQLSafeInt)
  size!: number;
}

@InputType()
class FederationPeerSnapshotInput {
  @Field({ description: 'One of the 18 entity types.' })
  type!: string;

  @Field(() => ID, { nullable: true, description: 'The last id of the previous page.' })
  after?: string | null;

  @Field(() => Int)
  limit!: number;

  @Field(() => [ID], { nullable: true, description: PROJECTS_DESCRIPTION })
  projects?: string[] | null;
}

/** The peer protocol (docs/federation-protocol.md): the gateway's credential check, and what a peer may call. */
@Resolver()
export class PeerResolver {
  @Directive('@inaccessible')
  @Query(() => ID, {
    nullable: true,
    description:
      'Gateway only: the link a peer request authenticates as; null when any check fails. The token of a link removed here: ' +
      'error `LINK_REMOVED` with its reason.',
  })
  authenticatePeer(@Arg('request') request: PeerRequestInput, @Ctx() ctx: FederationContext): Promise<string | null> {
    return new PeerAuthService(ctx).authenticate(request);
  }

  @Mutation(() => FederationPeerHandshake, { description: 'Peers only (signed requests): protocol and version check.' })
  async federationPeerHandshake(
    @Arg('input') input: FederationPeerHandshakeInput,
    @Ctx() ctx: FederationContext,
  ): Promise<FederationPeerHandshake> {
    const ours = await new PeerService(ctx).handshake({ ...input, direction: input.direction as LinkDirection });
    return { ...ours, direction: ours.direction as FederationLinkDirection };
  }

  @Mutation(() => GraphQLJSONObject, {
    description: "Peers only (signed requests): a page of this side's changes (docs/federation-protocol.md). 403 on a `target` link.",
  })
  federationPeerChanges(@Arg('input') input: FederationPeerChangesInput, @Ctx() ctx: FederationContext): Promise<WirePage> {
    return new PeerService(ctx).changes({
      after: input.after,
      limit: intInRange('limit', input.limit, 1, WIRE_PAGE_LIMIT),
      gaps: input.gaps,
      projects: requestedProjects(input.projects),
    });
  }

  @Mutation(() => Boolean, { description: 'Peers only (signed requests): "changes waiting"; this side polls the link at once.' })
  federationPeerNudge(@Ctx() ctx: FederationContext): Promise<boolean> {
    return new PeerService(ctx).nudge();
  }

  @Query(() => FederationPeerContent, { description: 'Peers only (signed requests): the content hash of an attachment this side sent.' })
  federationPeerContent(
    @Arg('attachmentId', () => ID) attachmentId: string,
    @Ctx() ctx: FederationContext,
  ): Promise<FederationPeerContent> {
    return new PeerService(ctx).content(attachmentId);
  }

  @Mutation(() => GraphQLJSONObject, { description: "Peers only (signed requests): a page of this side's current rows of one type." })
  federationPeerSnapshot(@Arg('input') input: FederationPeerSnapshotInput, @Ctx() ctx: FederationContext): Promise<WireSnapshot> {
    if (!isSyncEntityType(input.type)) throw invalidInput('type', 'must be one of the 18 entity types');
    return new PeerService(ctx).snapshot({
      type: input.type,
      after: input.after ?? null,
      limit: intInRange('limit', input.limit, 1, WIRE_PAGE_LIMIT),
      projects: requestedProjects(input.projects),
    });
  }
}

const requestedProjects = (projects: string[] | null | undefined): string[] | null =>
  projects == null ? null : projectFilter(projects, 'projects');

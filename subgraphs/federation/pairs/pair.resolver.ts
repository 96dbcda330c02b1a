import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Ctx,
  Directive,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { FederationContext } from '../context.js';
import { PairService, type CreatedInvite, type InviteAcceptance, type InviteView, type PairView } from './pair.service.js';
import { pairEntityTypes, sharingPresets, type SharingPreset } from './sharing.js';

export enum ProjectSharingPreset {
  READ_ONLY = 'read_only',
  COMMENTS = 'comments',
  FULL = 'full',
  CUSTOM = 'custom',
}
registerEnumType(ProjectSharingPreset, {
  name: 'ProjectSharingPreset',
  description:
    '`READ_ONLY` (Read-only view: tickets and their structure, no description or estimate), `COMMENTS` (Comments and descriptions: ' +
    'adds public comments), `FULL` (Full collaboration: adds assignees, time entries without cost, public docs, attachments), ' +
    '`CUSTOM` (starts from Full collaboration, tuned per direction).',
});

export enum ProjectInviteState {
  OPEN = 'open',
  ACCEPTED = 'accepted',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}
registerEnumType(ProjectInviteState, { name: 'ProjectInviteState' });

export enum ProjectPairState {
  PENDING = 'pending',
  ACTIVE = 'active',
  PAUSED = 'paused',
  ERROR = 'error',
}
registerEnumType(ProjectPairState, {
  name: 'ProjectPairState',
  description:
    '`PENDING` (amber) until the first successful poll, and after a resume until the next one; `ACTIVE` (green); ' +
    '`PAUSED` (grey: `pausedBy` says which side); `ERROR` (red: `lastError`).',
});

export enum ProjectPairPausedBy {
  THIS_SIDE = 'this_side',
  PARTNER = 'partner',
}
registerEnumType(ProjectPairPausedBy, {
  name: 'ProjectPairPausedBy',
  description: '`THIS_SIDE` (paused here: resume it here) or `PARTNER` (the partner paused it: syncing resumes when the partner resumes).',
});

const TYPES = pairEntityTypes.map((type) => `\`${type}\``).join(', ');

@ObjectType('ProjectFederationInvite', { description: 'An invite to share a project with one partner instance; its token is shown once.' })
class InviteObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  projectId!: string;

  @Field(() => ProjectSharingPreset)
  preset!: ProjectSharingPreset;

  @Field(() => String, { nullable: true, description: 'For the accepting admin.' })
  note!: string | null;

  @Field(() => ProjectInviteState)
  state!: ProjectInviteState;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => ID)
  createdById!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('CreatedProjectFederationInvite')
class CreatedInviteObject {
  @Field(() => InviteObject)
  invite!: InviteObject;

  @Field({ description: 'The token the partner submits, shown only now; valid 15 minutes.' })
  token!: string;

  @Field({ description: 'The token as a QR code: a PNG image as a data URL.' })
  qrCodePng!: string;

  @Field({ description: 'The token as a QR code: an SVG document.' })
  qrCodeSvg!: string;
}

@ObjectType('ProjectSharingDirection')
class DirectionObject {
  @Field(() => [String], { description: `Entity types that cross this way: ${TYPES}.` })
  types!: string[];

  @Field(() => [String], { description: 'Fields that do not cross this way, as `<type>: <field>` (e.g. `ticket: description`).' })
  masked!: string[];
}

@ObjectType('ProjectFederationPair', { description: 'This project shared with one partner instance.' })
export class PairObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  projectId!: string;

  @Field({ description: '"sharing" (this side made the invite) or "receiving" (this side accepted it).' })
  role!: string;

  @Field({ description: "The partner instance's host." })
  partnerName!: string;

  @Field()
  partnerUrl!: string;

  @Field(() => ProjectPairState)
  state!: ProjectPairState;

  @Field(() => ProjectPairPausedBy, { nullable: true, description: 'Who paused the pair (state PAUSED); null otherwise.' })
  pausedBy!: ProjectPairPausedBy | null;

  @Field(() => String, { nullable: true, description: 'Why the last poll failed (state ERROR); null otherwise.' })
  lastError!: string | null;

  @Field(() => Int, {
    description: 'Events that could not be applied (a missing parent, a broken rule), retried on their own (15 s, doubling to an hour).',
  })
  failedEvents!: number;

  @Field(() => String, { nullable: true, description: "The latest failed event's reason: `<type> <peer's id>: <error>`." })
  lastEventError!: string | null;

  @Field(() => String, { nullable: true, description: "The invite's note for the accepting admin, on both sides; null without one." })
  note!: string | null;

  @Field(() => Date, { nullable: true })
  lastPolledAt!: Date | null;

  @Field(() => ProjectSharingPreset)
  preset!: ProjectSharingPreset;

  @Field(() => DirectionObject, { description: 'What this side sends.' })
  outbound!: DirectionObject;

  @Field(() => DirectionObject, { description: 'What this side accepts.' })
  inbound!: DirectionObject;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
class CreateProjectFederationInviteInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ProjectSharingPreset, { nullable: true, description: 'Default READ_ONLY.' })
  preset?: ProjectSharingPreset | null;

  @Field(() => String, { nullable: true, description: 'A note for the accepting admin (up to 1,000 characters).' })
  note?: string | null;
}

@InputType()
class UpdateProjectFederationPairInput {
  @Field(() => ID)
  id!: string;

  @Field(() => ProjectSharingPreset, { nullable: true, description: 'Applies a preset to both directions (CUSTOM keeps the current).' })
  preset?: ProjectSharingPreset | null;

  @Field(() => [String], { nullable: true, description: `Types this side sends (a subset of: ${TYPES}). Makes the pair CUSTOM.` })
  outboundTypes?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Types this side accepts. Makes the pair CUSTOM.' })
  inboundTypes?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Fields this side does not send (`ticket: description`). Makes the pair CUSTOM.' })
  outboundMasked?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Fields this side does not accept. Makes the pair CUSTOM.' })
  inboundMasked?: string[] | null;
}

@InputType()
class RevokeProjectFederationPairInput {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The project's key, typed to confirm." })
  projectKey!: string;
}

@InputType()
class FederationInviteAcceptInput {
  @Field()
  token!: string;

  @Field(() => Int)
  protocol!: number;

  @Field()
  version!: string;

  @Field()
  instanceId!: string;

  @Field()
  url!: string;

  @Field()
  incomingToken!: string;
}

/** The workspace's project, as this subgraph adds to it: the pair that shares it (the console's globe marker). */
@Directive('@key(fields: "id")')
@ObjectType('Project')
export class ProjectReference {
  @Field(() => ID)
  id!: string;
}

const inviteObject = ({ invite, state }: InviteView): InviteObject => ({
  id: invite.id,
  projectId: invite.projectId,
  preset: invite.preset as ProjectSharingPreset,
  note: invite.note ?? null,
  state: state as ProjectInviteState,
  expiresAt: invite.expiresAt,
  createdById: invite.createdById,
  createdAt: invite.createdAt,
});

const pairObject = ({ pair, link, state, pausedBy, sharing }: PairView): PairObject => ({
  id: pair.id,
  projectId: pair.projectId,
  role: pair.role,
  partnerName: pair.partnerName,
  partnerUrl: pair.partnerUrl,
  state: state as ProjectPairState,
  failedEvents: link.failedEvents,
  lastEventError: link.lastEventError ?? null,
  pausedBy: pausedBy as ProjectPairPausedBy | null,
  // A partner's pause fails this side's polls too (`LINK_PAUSED`): that is the state, not an error.
  lastError: state === 'error' ? (link.lastError ?? null) : null,
  note: pair.note ?? null,
  lastPolledAt: link.lastPolledAt ?? null,
  preset: sharing.preset as ProjectSharingPreset,
  outbound: sharing.outbound,
  inbound: sharing.inbound,
  createdAt: pair.createdAt,
});

const preset = (value: ProjectSharingPreset | null | undefined): SharingPreset | null =>
  value && (sharingPresets as readonly string[]).includes(value) ? (value as SharingPreset) : null;

/** Project Settings, Federation (`project:federation:manage`) and accepting an invite (`admin:federation:write`). */
@Resolver()
export class PairResolver {
  @Query(() => [InviteObject], { description: "A project's invites, newest first (never their tokens)." })
  async projectFederationInvites(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: FederationContext): Promise<InviteObject[]> {
    return (await new PairService(ctx).listInvites(projectId)).map(inviteObject);
  }

  @Query(() => PairObject, { nullable: true, description: 'The pair sharing the project; null when it is not shared.' })
  async projectFederationPair(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: FederationContext): Promise<PairObject | null> {
    const view = await new PairService(ctx).pairOf(projectId);
    return view ? pairObject(view) : null;
  }

  @Mutation(() => CreatedInviteObject, { description: 'An invite (token and QR code, shown once), valid 15 minutes.' })
  async createProjectFederationInvite(
    @Arg('input') input: CreateProjectFederationInviteInput,
    @Ctx() ctx: FederationContext,
  ): Promise<CreatedInviteObject> {
    const created: CreatedInvite = await new PairService(ctx).createInvite({
      projectId: input.projectId,
      preset: preset(input.preset),
      note: input.note ?? null,
    });
    return { invite: inviteObject(created), token: created.token, qrCodePng: created.qrCodePng, qrCodeSvg: created.qrCodeSvg };
  }

  @Mutation(() => InviteObject, { description: 'Revokes an open invite: its token is dead at once.' })
  async revokeProjectFederationInvite(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<InviteObject> {
    return inviteObject(await new PairService(ctx).revokeInvite(id));
  }

  @Mutation(() => PairObject, {
    description:
      "Accepts a partner's project invite (`admin:federation:write`): the pair, its link and the mirrored project are made on both sides. " +
      'Also `POST /federation/accept-project-invite`.',
  })
  async acceptProjectFederationInvite(@Arg('token') token: string, @Ctx() ctx: FederationContext): Promise<PairObject> {
    return pairObject(await new PairService(ctx).accept(token));
  }

  @Mutation(() => PairObject, {
    description: 'A preset, or per-direction switches and masks (which make the pair CUSTOM); later changes only.',
  })
  async updateProjectFederationPair(
    @Arg('input') input: UpdateProjectFederationPairInput,
    @Ctx() ctx: FederationContext,
  ): Promise<PairObject> {
    return pairObject(await new PairService(ctx).updateSharing(input.id, { ...input, preset: preset(input.preset) }));
  }

  @Mutation(() => PairObject, { description: 'Stops syncing; the pairing is kept.' })
  async pauseProjectFederationPair(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<PairObject> {
    return pairObject(await new PairService(ctx).pause(id));
  }

  @Mutation(() => PairObject, { description: 'Polls again, at once: PENDING until that poll, when successful, makes it ACTIVE.' })
  async resumeProjectFederationPair(@Arg('id', () => ID) id: string, @Ctx() ctx: FederationContext): Promise<PairObject> {
    return pairObject(await new PairService(ctx).resume(id));
  }

  @Mutation(() => ID, { description: "Revokes the pair on both sides, the project's key typed to confirm; synced data stays." })
  revokeProjectFederationPair(@Arg('input') input: RevokeProjectFederationPairInput, @Ctx() ctx: FederationContext): Promise<string> {
    return new PairService(ctx).revoke(input.id, input.projectKey);
  }

  @Mutation(() => GraphQLJSONObject, {
    description:
      'Partners only (`POST /federation/invites/accept`): takes an invite of this side. ' +
      '30 a minute per client address, counted with the REST route (`INVITE_RATE_LIMITED`).',
  })
  federationInviteAccept(@Arg('input') input: FederationInviteAcceptInput, @Ctx() ctx: FederationContext): Promise<InviteAcceptance> {
    return new PairService(ctx).acceptFromPartner(input);
  }

  @Mutation(() => Boolean, { description: 'Peers only (signed requests): the partner revoked the pair; it goes here too.' })
  federationPeerPairRevoke(@Ctx() ctx: FederationContext): Promise<boolean> {
    return new PairService(ctx).revokedByPartner();
  }
}

@Resolver(() => ProjectReference)
export class ProjectPairMarkerResolver {
  @FieldResolver(() => PairObject, { nullable: true, description: 'The partner instance this project is shared with, and the state.' })
  async federationPair(@Root() project: ProjectReference, @Ctx() ctx: FederationContext): Promise<PairObject | null> {
    const view = await new PairService(ctx).marker(project.id);
    return view ? pairObject(view) : null;
  }
}

import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { GlobalRoleEnum, User } from '../identity/user.entity.js';
import { InviteStatus, UserInvite } from './invite.entity.js';
import { InviteService } from './invite.service.js';

@InputType()
class InviteUserInput {
  @Field()
  email!: string;

  @Field(() => GlobalRoleEnum, { nullable: true, description: 'Role of the new user; defaults to MEMBER.' })
  globalRole?: GlobalRoleEnum | null;
}

@ObjectType()
class InviteUserPayload {
  @Field(() => UserInvite)
  invite!: UserInvite;

  @Field({ description: 'The invitation token. Shown only in this response; also emailed when email delivery is connected.' })
  token!: string;

  @Field({ description: 'The link emailed to the invitee.' })
  acceptUrl!: string;
}

@InputType()
class AcceptInviteInput {
  @Field()
  token!: string;

  @Field()
  displayName!: string;

  @Field()
  password!: string;
}

@ObjectType({ description: 'What a valid invitation link opens: shown on the accept page before the invitee chooses a name and password.' })
class InviteByToken {
  @Field({ description: 'The address the invitation was sent to: the new account gets it.' })
  email!: string;

  @Field(() => GlobalRoleEnum)
  globalRole!: GlobalRoleEnum;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType()
class UserInviteConnection extends Connection(UserInvite) {}

@ArgsType()
class UserInvitesArgs extends PageArgs {
  @Field(() => InviteStatus, { nullable: true, description: 'Only invitations in this status.' })
  status?: InviteStatus | null;
}

@Resolver(() => UserInvite)
export class InviteResolver {
  @FieldResolver(() => InviteStatus)
  status(@Root() invite: UserInvite, @Ctx() ctx: WorkspaceContext): InviteStatus {
    return invite.statusAt(ctx.now());
  }

  @Query(() => UserInviteConnection, { description: 'Invitations, newest first. Workspace admins only.' })
  userInvites(@Args() args: UserInvitesArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<UserInvite>> {
    return new InviteService(ctx).list(args);
  }

  @Query(() => InviteByToken, {
    nullable: true,
    description:
      'The pending invitation a token opens (no sign-in needed), or null for any other token: unknown, expired, revoked or accepted alike.',
  })
  async inviteByToken(@Arg('token') token: string, @Ctx() ctx: WorkspaceContext): Promise<InviteByToken | null> {
    const invite = await new InviteService(ctx).byToken(token);
    return invite && { email: invite.email, globalRole: invite.globalRole as GlobalRoleEnum, expiresAt: invite.expiresAt };
  }

  @Mutation(() => InviteUserPayload, {
    description:
      'Sends an invitation not yet accepted again with a fresh token, valid 7 days from now; the previous token stops working. Workspace admins only.',
  })
  resendInvite(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<InviteUserPayload> {
    return new InviteService(ctx).resend(id);
  }

  @Mutation(() => UserInvite, { description: 'Revokes a pending invitation: its token stops working. Workspace admins only.' })
  revokeInvite(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<UserInvite> {
    return new InviteService(ctx).revoke(id);
  }

  @Mutation(() => InviteUserPayload, { description: 'Invites someone to the workspace by email (valid 7 days, single use).' })
  inviteUser(@Arg('input') input: InviteUserInput, @Ctx() ctx: WorkspaceContext): Promise<InviteUserPayload> {
    return new InviteService(ctx).invite(input);
  }

  @Mutation(() => User, { description: 'Accepts an invitation (no sign-in needed): creates the user; then sign in with `login`.' })
  acceptInvite(@Arg('input') input: AcceptInviteInput, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new InviteService(ctx).accept(input);
  }
}

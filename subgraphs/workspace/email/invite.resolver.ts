import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { GlobalRoleEnum, User } from '../identity/user.entity.js';
import { UserInvite } from './invite.entity.js';
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

@Resolver()
export class InviteResolver {
  @Mutation(() => InviteUserPayload, { description: 'Invites someone to the workspace by email (valid 7 days, single use).' })
  inviteUser(@Arg('input') input: InviteUserInput, @Ctx() ctx: WorkspaceContext): Promise<InviteUserPayload> {
    return new InviteService(ctx).invite(input);
  }

  @Mutation(() => User, { description: 'Accepts an invitation (no sign-in needed): creates the user; then sign in with `login`.' })
  acceptInvite(@Arg('input') input: AcceptInviteInput, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new InviteService(ctx).accept(input);
  }
}

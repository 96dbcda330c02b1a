import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { PasswordResetService } from './password-reset.service.js';

@InputType()
class RequestPasswordResetInput {
  @Field()
  email!: string;
}

@InputType()
class ResetPasswordInput {
  @Field({ description: 'The token from the emailed link.' })
  token!: string;

  @Field()
  password!: string;
}

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description: 'Emails a reset link (valid 1 hour) if the address belongs to an active user. Always answers true.',
  })
  requestPasswordReset(@Arg('input') input: RequestPasswordResetInput, @Ctx() ctx: WorkspaceContext): boolean {
    return new PasswordResetService(ctx).request(input.email);
  }

  @Mutation(() => Boolean, { description: "Sets a new password with the emailed token and ends the user's sessions." })
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new PasswordResetService(ctx).confirm(input);
  }
}

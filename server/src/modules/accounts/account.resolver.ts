// GraphQL operations of accounts: registration, activation, login, tokens, profile, password reset.
// Profile photos are uploaded through REST (POST /api/account/photo, multipart).
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import {
  AccountSettingsInput,
  LoginInput,
  PasswordChangeInput,
  PasswordResetCompleteInput,
  PasswordResetInitInput,
  PlatformSettingsInput,
  RegisterCustomerInput,
  RegisterOwnerInput,
  RegisterPartnerInput,
} from './account.inputs.js';
import * as passwordReset from './password-reset.service.js';
import * as profile from './profile.service.js';
import * as registration from './registration.service.js';
import * as sessions from './session.service.js';
import { AuthPayload, User } from './user.entity.js';

@Resolver()
export class AccountResolver {
  @Public()
  @Mutation(() => User, { description: 'Registers a guest; the account is activated through the emailed link.' })
  registerCustomer(@Ctx() ctx: RequestContext, @Arg('input') input: RegisterCustomerInput) {
    return registration.registerCustomer(ctx, input);
  }

  @Public()
  @Mutation(() => User, { description: 'Registers a provider (owner); requires accepting the data-processing terms.' })
  registerOwner(@Ctx() ctx: RequestContext, @Arg('input') input: RegisterOwnerInput) {
    return registration.registerOwner(ctx, input);
  }

  @Public()
  @Mutation(() => User, { description: 'Registers an accommodation partner; requires accepting the data-processing terms.' })
  registerPartner(@Ctx() ctx: RequestContext, @Arg('input') input: RegisterPartnerInput) {
    return registration.registerPartner(ctx, input);
  }

  @Public()
  @Mutation(() => User, { description: 'Activates an account with the key from the emailed link (single use).' })
  activateAccount(@Ctx() ctx: RequestContext, @Arg('key') key: string) {
    return registration.activateAccount(ctx, key);
  }

  @Public()
  @Mutation(() => AuthPayload)
  login(@Ctx() ctx: RequestContext, @Arg('input') input: LoginInput) {
    return sessions.login(ctx, input);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'A fresh access token for the session of the given (possibly expired) token.' })
  refreshToken(@Ctx() ctx: RequestContext, @Arg('token') token: string) {
    return sessions.refresh(ctx, token);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Trades the single-use oauth2-token from the OAuth redirect for a session.' })
  exchangeOAuthToken(@Ctx() ctx: RequestContext, @Arg('token') token: string) {
    return sessions.exchangeOAuthToken(ctx, token);
  }

  @Roles()
  @Mutation(() => Boolean, { description: 'Ends the current session; its tokens are refused from now on.' })
  async logout(@Ctx() ctx: RequestContext) {
    await sessions.logout(ctx);
    return true;
  }

  @Roles()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: RequestContext) {
    return sessions.currentUser(ctx);
  }

  @Roles()
  @Mutation(() => User)
  updateAccountSettings(@Ctx() ctx: RequestContext, @Arg('input') input: AccountSettingsInput) {
    return profile.updateSettings(ctx, input);
  }

  @Roles()
  @Mutation(() => User)
  updatePlatformSettings(@Ctx() ctx: RequestContext, @Arg('input') input: PlatformSettingsInput) {
    return profile.updatePlatformSettings(ctx, input);
  }

  @Roles()
  @Mutation(() => Boolean, { description: 'Changes the password and ends every other session.' })
  async changePassword(@Ctx() ctx: RequestContext, @Arg('input') input: PasswordChangeInput) {
    await profile.changePassword(ctx, input);
    return true;
  }

  @Roles()
  @Mutation(() => User)
  removeAccountPhoto(@Ctx() ctx: RequestContext) {
    return profile.removePhoto(ctx, ctx.storage);
  }

  @Roles()
  @Mutation(() => User, { description: 'Adds the guest role to a provider or partner, so they can book.' })
  addCustomerRole(@Ctx() ctx: RequestContext) {
    return profile.addCustomerRole(ctx);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => Boolean, { description: 'Deactivates the guest account ("forget me") until staff reactivate it.' })
  async forgetMe(@Ctx() ctx: RequestContext) {
    await profile.forgetMe(ctx);
    return true;
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => User, { description: 'Staff: reactivates a deactivated account.' })
  reactivateUser(@Ctx() ctx: RequestContext, @Arg('userId', () => Int) userId: number) {
    return profile.reactivateUser(ctx, userId);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Emails a password-reset link.' })
  async requestPasswordReset(@Ctx() ctx: RequestContext, @Arg('input') input: PasswordResetInitInput) {
    await passwordReset.requestPasswordReset(ctx, input);
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Sets a new password with the key from the emailed link.' })
  async completePasswordReset(@Ctx() ctx: RequestContext, @Arg('input') input: PasswordResetCompleteInput) {
    await passwordReset.completePasswordReset(ctx, input);
    return true;
  }
}

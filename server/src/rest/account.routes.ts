// REST paths for accounts (spec section 7, Account calls), on the same services as GraphQL.
import { z } from 'zod';
import { idParam } from './params.js';
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
} from '../modules/accounts/account.inputs.js';
import { invalidImage } from '../modules/accounts/account.errors.js';
import { finishOAuth, OAUTH_PROVIDERS, startOAuth } from '../modules/accounts/oauth.service.js';
import * as passwordReset from '../modules/accounts/password-reset.service.js';
import * as profile from '../modules/accounts/profile.service.js';
import * as registration from '../modules/accounts/registration.service.js';
import * as sessions from '../modules/accounts/session.service.js';
import { AuthPayload, User } from '../modules/accounts/user.entity.js';
import { withCompany } from '../modules/owner/company-summary.js';
import { presentError } from '../shared/error-presenter.js';
import { defineRoute, type RedirectResult } from './route.js';

const tag = 'Accounts';
const OAUTH_COOKIE = 'lokalno_oauth';
const provider = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

const registerCustomer = (path: string, operationId: string) =>
  defineRoute({
    method: 'POST',
    path,
    operationId,
    tag,
    access: 'public',
    status: 201,
    summary: 'Registers a guest (customer); an activation link is emailed',
    body: RegisterCustomerInput,
    response: { type: User },
    handler: async ({ ctx, body }) => withCompany(ctx, await registration.registerCustomer(ctx, body)),
  });

export const accountRoutes = [
  registerCustomer('/registration/customer', 'registrationCustomer'),
  registerCustomer('/register/customer', 'registerCustomer'),
  defineRoute({
    method: 'POST',
    path: '/register/owner',
    operationId: 'registerOwner',
    tag,
    access: 'public',
    status: 201,
    summary: 'Registers a provider (owner); acceptTerms must be true; an activation link is emailed',
    body: RegisterOwnerInput,
    response: { type: User },
    handler: async ({ ctx, body }) => withCompany(ctx, await registration.registerOwner(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/register/partner',
    operationId: 'registerPartner',
    tag,
    access: 'public',
    status: 201,
    summary: 'Registers an accommodation partner; acceptTerms must be true; an activation link is emailed',
    body: RegisterPartnerInput,
    response: { type: User },
    handler: async ({ ctx, body }) => withCompany(ctx, await registration.registerPartner(ctx, body)),
  }),
  defineRoute({
    method: 'GET',
    path: '/activate',
    operationId: 'activateAccount',
    tag,
    access: 'public',
    summary: 'Activates an account with the key from the emailed link (single use)',
    query: z.object({ key: z.string().min(1) }),
    response: { type: User },
    handler: async ({ ctx, query }) => withCompany(ctx, await registration.activateAccount(ctx, query.key)),
  }),
  defineRoute({
    method: 'POST',
    path: '/login',
    operationId: 'login',
    tag,
    access: 'public',
    form: true,
    summary: 'Signs in with form fields email and password; rate-limited per account and per address',
    body: LoginInput,
    response: { type: AuthPayload },
    handler: async ({ ctx, body }) => withCompany(ctx, await sessions.login(ctx, body)),
  }),
  defineRoute({
    method: 'GET',
    path: '/token',
    operationId: 'refreshToken',
    tag,
    access: 'public',
    summary: 'A fresh access token for the session of the bearer token (which may have expired)',
    response: { type: AuthPayload },
    handler: async ({ ctx, bearerToken }) => withCompany(ctx, await sessions.refresh(ctx, bearerToken)),
  }),
  defineRoute({
    method: 'POST',
    path: '/token/destroy',
    operationId: 'logout',
    tag,
    access: 'authenticated',
    summary: 'Logs out: the session is revoked and its tokens are refused everywhere',
    response: { empty: true },
    handler: ({ ctx }) => sessions.logout(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth2/authorize/{provider}',
    operationId: 'oauthAuthorize',
    tag,
    access: 'public',
    summary: 'Starts Google or Facebook sign-in (authorisation code with PKCE): redirects to the provider',
    params: provider,
    response: { redirect: true },
    handler: async ({ ctx, params }): Promise<RedirectResult> => {
      const { url, flowState } = await startOAuth(ctx, params.provider);
      return { location: url, cookies: [{ name: OAUTH_COOKIE, value: flowState, maxAge: 600, path: '/api/oauth2' }] };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth2/callback/{provider}',
    operationId: 'oauthCallback',
    tag,
    access: 'public',
    summary: 'The provider returns here; redirects to /oauth?oauth2-token=… or, on failure, /oauth?error=…&message=…',
    params: provider,
    response: { redirect: true },
    handler: async ({ ctx, params, url, cookies }): Promise<RedirectResult> => {
      const clear = [{ name: OAUTH_COOKIE, value: '', maxAge: 0, path: '/api/oauth2' }];
      try {
        const key = await finishOAuth(ctx, params.provider, url, cookies[OAUTH_COOKIE]);
        return { location: `${ctx.config.publicUrl}/oauth?oauth2-token=${encodeURIComponent(key)}`, cookies: clear };
      } catch (error) {
        const { body } = presentError(error, ctx.locale, ctx.log);
        const query = new URLSearchParams({ error: body.reason ?? body.code, message: body.message });
        return { location: `${ctx.config.publicUrl}/oauth?${query}`, cookies: clear };
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth-token',
    operationId: 'exchangeOAuthToken',
    tag,
    access: 'public',
    summary: 'Trades the single-use oauth2-token from the OAuth redirect for { token, user }',
    query: z.object({ 'oauth2-token': z.string().optional() }),
    response: { type: AuthPayload },
    handler: async ({ ctx, query }) => withCompany(ctx, await sessions.exchangeOAuthToken(ctx, query['oauth2-token'])),
  }),
  defineRoute({
    method: 'GET',
    path: '/account/me',
    operationId: 'me',
    tag,
    access: 'authenticated',
    summary: 'The signed-in user',
    response: { type: User },
    handler: async ({ ctx }) => withCompany(ctx, await sessions.currentUser(ctx)),
  }),
  defineRoute({
    method: 'GET',
    path: '/account/settings/me',
    operationId: 'getAccountSettings',
    tag,
    access: 'authenticated',
    summary: 'Profile settings of the signed-in user',
    response: { type: User },
    handler: async ({ ctx }) => withCompany(ctx, await sessions.currentUser(ctx)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/settings/me',
    operationId: 'updateAccountSettings',
    tag,
    access: 'authenticated',
    summary: 'Updates name, country, date of birth, phone (with country code) and newsletter consent',
    body: AccountSettingsInput,
    response: { type: User },
    handler: async ({ ctx, body }) => withCompany(ctx, await profile.updateSettings(ctx, body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/settings/platform',
    operationId: 'updatePlatformSettings',
    tag,
    access: 'authenticated',
    summary: 'Sets the default language (en or hr) for screens and emails',
    body: PlatformSettingsInput,
    response: { type: User },
    handler: async ({ ctx, body }) => withCompany(ctx, await profile.updatePlatformSettings(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/password-change',
    operationId: 'changePassword',
    tag,
    access: 'authenticated',
    summary: 'Changes the password (password, newPassword); other sessions end',
    body: PasswordChangeInput,
    response: { empty: true },
    handler: ({ ctx, body }) => profile.changePassword(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/photo',
    operationId: 'uploadAccountPhoto',
    tag,
    access: 'authenticated',
    summary: 'Uploads a profile photo (multipart field `photo`, an image of at most 5 MB)',
    upload: { field: 'photo', maxBytes: profile.MAX_PHOTO_BYTES, tooLarge: invalidImage },
    response: { type: User },
    handler: async ({ ctx, file }) => withCompany(ctx, await profile.uploadPhoto(ctx, ctx.storage, file?.buffer)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/account-photo',
    operationId: 'removeAccountPhoto',
    tag,
    access: 'authenticated',
    summary: 'Removes the profile photo',
    response: { type: User },
    handler: async ({ ctx }) => withCompany(ctx, await profile.removePhoto(ctx, ctx.storage)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/role/customer',
    operationId: 'addCustomerRole',
    tag,
    access: 'authenticated',
    summary: 'Adds the guest role to a provider or partner, so they can book',
    response: { type: User },
    handler: async ({ ctx }) => withCompany(ctx, await profile.addCustomerRole(ctx)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/forget-me',
    operationId: 'forgetMe',
    tag,
    access: ['ROLE_CUSTOMER'],
    summary: 'Deactivates the guest account: data hidden, login refused until staff reactivate it',
    response: { empty: true },
    handler: ({ ctx }) => profile.forgetMe(ctx),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/users/{id}/reactivation',
    operationId: 'reactivateUser',
    tag,
    access: ['ROLE_ADMIN'],
    summary: 'Staff: reactivates a deactivated account',
    params: z.object({ id: idParam() }),
    response: { type: User },
    handler: async ({ ctx, params }) => withCompany(ctx, await profile.reactivateUser(ctx, params.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/password-reset/init',
    operationId: 'requestPasswordReset',
    tag,
    access: 'public',
    summary: 'Emails a password-reset link (email, reCaptchaToken)',
    body: PasswordResetInitInput,
    response: { empty: true },
    handler: ({ ctx, body }) => passwordReset.requestPasswordReset(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/password-reset/complete',
    operationId: 'completePasswordReset',
    tag,
    access: 'public',
    summary: 'Sets a new password with the key from the emailed link (key, newPassword)',
    body: PasswordResetCompleteInput,
    response: { empty: true },
    handler: ({ ctx, body }) => passwordReset.completePasswordReset(ctx, body),
  }),
];

// A signed-in user's own account: profile settings, language, password, photo, the customer
// role for providers, and deactivation ("forget me"); staff reactivate deactivated accounts.
import { randomUUID } from 'node:crypto';
import { toE164 } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { notFound, unauthenticated, DomainError } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { NotAnImageError, reencodeImage } from '../../shared/images.js';
import type { Locale } from '../../shared/i18n/index.js';
import { inTransaction } from '../../shared/transaction.js';
import { limitPasswordChange } from './account-limits.js';
import { invalidImage, wrongOldPassword } from './account.errors.js';
import type { AccountSettingsInput, PasswordChangeInput, PlatformSettingsInput } from './account.inputs.js';
import { hashPassword, verifyPassword } from './password.js';
import { presentUser } from './present-user.js';
import { revokeAllSessions } from './tokens.js';
import { User, UserStatus } from './user.entity.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

async function me(ctx: RequestContext): Promise<User> {
  if (!ctx.user) throw unauthenticated();
  const user = await ctx.manager.findOneBy(User, { id: ctx.user.id });
  if (!user) throw notFound();
  return user;
}

export async function updateSettings(ctx: RequestContext, input: AccountSettingsInput): Promise<User> {
  const user = await me(ctx);
  const changes: Partial<User> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    country: input.country ? input.country.toUpperCase() : null,
    dateOfBirth: input.dateOfBirth ?? null,
    // Validated by @IsPhone: a blank phone is null.
    phone: input.phone ? toE164(input.phone) : null,
  };
  if (input.newsletter !== undefined) changes.newsletter = input.newsletter;
  // Only the edited columns: a concurrent change of status or roles by staff is kept.
  await ctx.manager.update(User, { id: user.id }, changes);
  return presentUser(Object.assign(user, changes));
}

export async function updatePlatformSettings(ctx: RequestContext, input: PlatformSettingsInput): Promise<User> {
  const user = await me(ctx);
  user.language = input.language as Locale;
  await ctx.manager.update(User, { id: user.id }, { language: user.language });
  return presentUser(user);
}

/** Changing the password signs the user out everywhere else. */
export async function changePassword(ctx: RequestContext, input: PasswordChangeInput): Promise<void> {
  const user = await me(ctx);
  await limitPasswordChange(ctx, user.id);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongOldPassword();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await tx.manager.update(User, { id: user.id }, { passwordHash });
    await revokeAllSessions(tx, user.id, ctx.user?.sessionId);
  });
}

export async function uploadPhoto(ctx: RequestContext, storage: FileStorage, data: Buffer | undefined): Promise<User> {
  const user = await me(ctx);
  if (!data || data.length === 0 || data.length > MAX_PHOTO_BYTES) throw invalidImage();
  let encoded: Buffer;
  try {
    encoded = await reencodeImage(data, { maxSide: 1024 });
  } catch (error) {
    if (error instanceof NotAnImageError) throw invalidImage();
    throw error;
  }
  const name = `avatar-${randomUUID()}.webp`;
  await storage.save(name, encoded);
  const previous = user.photoName;
  user.photoName = name;
  await ctx.manager.update(User, { id: user.id }, { photoName: name });
  if (previous) await storage.remove(previous);
  return presentUser(user);
}

export async function removePhoto(ctx: RequestContext, storage: FileStorage): Promise<User> {
  const user = await me(ctx);
  const previous = user.photoName;
  user.photoName = null;
  await ctx.manager.update(User, { id: user.id }, { photoName: null });
  if (previous) await storage.remove(previous);
  return presentUser(user);
}

/** A provider (or partner) who also wants to book as a guest. */
export async function addCustomerRole(ctx: RequestContext): Promise<User> {
  const user = await me(ctx);
  if (!user.roles.includes('ROLE_CUSTOMER')) {
    user.roles = [...user.roles, 'ROLE_CUSTOMER'];
    await ctx.manager.update(User, { id: user.id }, { roles: user.roles });
  }
  return presentUser(user);
}

/** The customer deactivates the account: data is hidden and every session ends until staff reactivate it. */
export async function forgetMe(ctx: RequestContext): Promise<void> {
  const user = await me(ctx);
  if (!user.roles.includes('ROLE_CUSTOMER') || user.roles.includes('ROLE_OWNER')) {
    throw new DomainError('FORBIDDEN', { id: 'account.onlyCustomersForgetMe' });
  }
  await inTransaction(ctx, async (tx) => {
    await tx.manager.update(User, { id: user.id }, { status: UserStatus.DEACTIVATED, deactivatedAt: new Date() });
    await revokeAllSessions(tx, user.id);
  });
}

export async function reactivateUser(ctx: RequestContext, userId: number): Promise<User> {
  const user = await ctx.manager.findOneBy(User, { id: userId });
  if (!user) throw notFound();
  if (user.status === UserStatus.DEACTIVATED) {
    user.status = UserStatus.ACTIVE;
    user.deactivatedAt = null;
    await ctx.manager.update(User, { id: user.id }, { status: user.status, deactivatedAt: null });
  }
  return presentUser(user);
}

// Registration of guests, providers and accommodation partners, and activation by emailed link.
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import type { Role } from '../../shared/roles.js';
import type { Locale } from '../../shared/i18n/index.js';
import { queueKeyEmail } from './account-emails.js';
import { redeemKey } from './account-keys.js';
import { limitActivation, limitRegistration } from './account-limits.js';
import { activationInvalid, emailInUse } from './account.errors.js';
import type { RegisterCustomerInput, RegisterOwnerInput } from './account.inputs.js';
import { hashPassword } from './password.js';
import { presentUser } from './present-user.js';
import { User, UserStatus } from './user.entity.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function sendActivationEmail(ctx: RequestContext, user: User): Promise<void> {
  await queueKeyEmail(ctx, { userId: user.id, purpose: 'ACTIVATION' }, `activation:${user.id}`);
}

async function register(ctx: RequestContext, input: RegisterCustomerInput, roles: Role[], acceptedTerms: boolean): Promise<User> {
  await limitRegistration(ctx);
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roles,
        status: UserStatus.PENDING_ACTIVATION,
        language: (input.language as Locale | undefined) ?? ctx.locale,
        newsletter: input.newsletter ?? false,
        termsAcceptedAt: acceptedTerms ? new Date() : null,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    if (!id) throw emailInUse();
    const user = await tx.manager.findOneByOrFail(User, { id });
    await sendActivationEmail(tx, user);
    return presentUser(user);
  });
}

export function registerCustomer(ctx: RequestContext, input: RegisterCustomerInput): Promise<User> {
  return register(ctx, input, ['ROLE_CUSTOMER'], false);
}

export function registerOwner(ctx: RequestContext, input: RegisterOwnerInput): Promise<User> {
  return register(ctx, input, ['ROLE_OWNER'], input.acceptTerms);
}

export function registerPartner(ctx: RequestContext, input: RegisterOwnerInput): Promise<User> {
  return register(ctx, input, ['ROLE_PARTNER'], input.acceptTerms);
}

/** Follows the emailed link once: the account becomes active. */
export async function activateAccount(ctx: RequestContext, key: string): Promise<User> {
  await limitActivation(ctx);
  return inTransaction(ctx, async (tx) => {
    const userId = await redeemKey(tx, key, 'ACTIVATION');
    if (!userId) throw activationInvalid();
    await tx.manager.update(
      User,
      { id: userId, status: UserStatus.PENDING_ACTIVATION },
      { status: UserStatus.ACTIVE, activatedAt: new Date() },
    );
    return presentUser(await tx.manager.findOneByOrFail(User, { id: userId }));
  });
}

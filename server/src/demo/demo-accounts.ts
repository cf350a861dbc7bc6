// Demo accounts for an empty database (DEMO_DATA=false turns them off). The e2e tests use them too.
// Outside demo mode their published passwords must not work, even in a database a demo run filled.
import { In, IsNull, type EntityManager } from 'typeorm';
import { hashPassword, verifyPassword } from '../modules/accounts/password.js';
import { Session } from '../modules/accounts/session.entity.js';
import { User, UserStatus } from '../modules/accounts/user.entity.js';
import type { Role } from '../shared/roles.js';

export const DEMO_ACCOUNTS: { email: string; password: string; firstName: string; lastName: string; roles: Role[]; label: string }[] = [
  {
    email: 'provider@example.com',
    password: 'Provider123',
    firstName: 'Marija',
    lastName: 'Horvat',
    roles: ['ROLE_OWNER'],
    label: 'provider',
  },
  {
    email: 'guest@example.com',
    password: 'Guest1234',
    firstName: 'Emma',
    lastName: 'Schmidt',
    roles: ['ROLE_CUSTOMER'],
    label: 'guest (customer)',
  },
  { email: 'staff@example.com', password: 'Staff1234', firstName: 'Ivan', lastName: 'Kovač', roles: ['ROLE_ADMIN'], label: 'staff' },
  {
    email: 'partner@example.com',
    password: 'Partner123',
    firstName: 'Ana',
    lastName: 'Babić',
    roles: ['ROLE_PARTNER'],
    label: 'accommodation partner',
  },
  {
    email: 'provider2@example.com',
    password: 'Provider123',
    firstName: 'Ivo',
    lastName: 'Jurić',
    roles: ['ROLE_OWNER'],
    label: 'second provider',
  },
];

/** Creates the demo accounts when there are no users yet; returns whether it did. */
export async function seedDemoAccounts(manager: EntityManager): Promise<boolean> {
  if ((await manager.count(User)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await manager.insert(User, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      roles: account.roles,
      status: UserStatus.ACTIVE,
      language: 'en',
      activatedAt: new Date(),
      termsAcceptedAt: account.roles.includes('ROLE_OWNER') || account.roles.includes('ROLE_PARTNER') ? new Date() : null,
    });
  }
  return true;
}

/**
 * DEMO_DATA off: every demo account still on its published password (a database an earlier demo run
 * filled) loses that password and its sessions, so no demo login works. Returns their emails.
 */
export async function retireDemoLogins(manager: EntityManager): Promise<string[]> {
  const users = await manager.findBy(User, { email: In(DEMO_ACCOUNTS.map((account) => account.email)) });
  const retired: string[] = [];
  for (const user of users) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === user.email)!;
    if (!(await verifyPassword(user.passwordHash, account.password))) continue;
    await manager.update(User, { id: user.id }, { passwordHash: null });
    await manager.update(Session, { userId: user.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    retired.push(user.email);
  }
  return retired;
}

/** DEMO_DATA on again: demo accounts a run without demo data retired get their demo password back. */
export async function restoreDemoLogins(manager: EntityManager): Promise<void> {
  const users = await manager.findBy(User, { email: In(DEMO_ACCOUNTS.map((account) => account.email)), passwordHash: IsNull() });
  for (const user of users) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === user.email)!;
    await manager.update(User, { id: user.id }, { passwordHash: await hashPassword(account.password) });
  }
}

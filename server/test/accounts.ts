// Test helpers for accounts: active users straight in the database, and signing in through the API.
import type { DataSource } from 'typeorm';
import { hashPassword } from '../src/modules/accounts/password.js';
import { User, UserStatus } from '../src/modules/accounts/user.entity.js';
import type { Role } from '../src/shared/roles.js';
import type { TestApp } from './app.js';

let counter = 0;

export async function createUser(
  dataSource: DataSource,
  overrides: Partial<User> & { password?: string } = {},
): Promise<User & { password: string }> {
  counter += 1;
  const password = overrides.password ?? 'Secret123';
  const { password: _omit, ...fields } = overrides;
  void _omit;
  const user = await dataSource.manager.save(User, {
    email: `user${counter}-${Date.now()}@example.com`,
    firstName: 'Test',
    lastName: `User ${counter}`,
    roles: ['ROLE_CUSTOMER'] as Role[],
    status: UserStatus.ACTIVE,
    language: 'en',
    ...fields,
    passwordHash: await hashPassword(password),
  });
  return Object.assign(user, { password });
}

export async function login(app: Pick<TestApp, 'request'>, email: string, password: string): Promise<string> {
  const response = await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return (response.body as { token: string }).token;
}

export async function signedIn(app: Pick<TestApp, 'db' | 'request'>, overrides: Partial<User> & { password?: string } = {}) {
  const user = await createUser(app.db.dataSource, overrides);
  return { user, token: await login(app, user.email, user.password) };
}

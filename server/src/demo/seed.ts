// Seeds demo data into an empty database on start, unless DEMO_DATA=false, and prints the logins.
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';

export async function seedDemoData(config: Config, dataSource: DataSource): Promise<void> {
  if (!config.DEMO_DATA) return;
  const seeded = await dataSource.transaction((manager) => seedDemoAccounts(manager));
  const heading = seeded ? 'Demo accounts created' : 'Demo accounts';
  const lines = DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(24)} ${account.email.padEnd(24)} ${account.password}`);
  process.stdout.write(`\n  ${heading} (DEMO_DATA=false turns demo data off):\n${lines.join('\n')}\n`);
}

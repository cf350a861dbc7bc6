// Seeds demo data into an empty database on start, unless DEMO_DATA=false, and prints the logins:
// the demo accounts, then (when no company exists yet) the demo catalog of two providers.
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { createContext } from '../context.js';
import { User } from '../modules/accounts/user.entity.js';
import { Company } from '../modules/owner/company.entity.js';
import type { Runtime } from '../runtime.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoAnnouncements } from './demo-announcements.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoReservations } from './demo-reservations.js';

async function userId(dataSource: DataSource, email: string): Promise<number | undefined> {
  return (await dataSource.manager.findOneBy(User, { email }))?.id;
}

export async function seedDemoData(config: Config, dataSource: DataSource, runtime: Runtime, log: Logger): Promise<void> {
  if (!config.DEMO_DATA) return;
  const seededAccounts = await dataSource.transaction((manager) => seedDemoAccounts(manager));

  const providers = await Promise.all(['provider@example.com', 'provider2@example.com'].map((email) => userId(dataSource, email)));
  const staff = await userId(dataSource, 'staff@example.com');
  if ((await dataSource.manager.count(Company)) === 0 && providers.every(Boolean) && staff) {
    const ctx = createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log });
    const services = await seedDemoCatalog(ctx, providers as number[], staff);
    log.info({ services }, 'demo catalog seeded');
    await seedDemoAnnouncements(dataSource.manager);
  }
  const reservations = await seedDemoReservations(createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log }));
  if (reservations > 0) log.info({ reservations }, 'demo reservations seeded');

  const heading = seededAccounts ? 'Demo accounts created' : 'Demo accounts';
  const lines = DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(24)} ${account.email.padEnd(24)} ${account.password}`);
  process.stdout.write(`\n  ${heading} (DEMO_DATA=false turns demo data off):\n${lines.join('\n')}\n`);
}

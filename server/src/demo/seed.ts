// Seeds demo data into an empty database on start when DEMO_DATA is on (not by default in production)
// and prints the logins: the demo accounts, then (when no company exists yet) the demo catalog of two
// providers, with the demo sales partner and its objects. With DEMO_DATA off no demo login works, even in a database an earlier demo run filled.
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { createContext } from '../context.js';
import { User } from '../modules/accounts/user.entity.js';
import { Company } from '../modules/owner/company.entity.js';
import type { Runtime } from '../runtime.js';
import { DEMO_ACCOUNTS, restoreDemoLogins, retireDemoLogins, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoAnnouncements } from './demo-announcements.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoPartner } from './demo-partners.js';
import { seedDemoPartnerLedger } from './demo-partner-ledger.js';
import { seedDemoReservations } from './demo-reservations.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoReseller } from './demo-resellers.js';
import { DEMO_RESELLER_KEY } from '../modules/resellers/octo/octo-auth.js';

async function userId(dataSource: DataSource, email: string): Promise<number | undefined> {
  return (await dataSource.manager.findOneBy(User, { email }))?.id;
}

export async function seedDemoData(config: Config, dataSource: DataSource, runtime: Runtime, log: Logger): Promise<void> {
  if (!config.DEMO_DATA) {
    const retired = await dataSource.transaction((manager) => retireDemoLogins(manager));
    if (retired.length > 0)
      log.warn({ accounts: retired }, 'DEMO_DATA is off: the demo accounts left in the database lost their demo password');
    return;
  }
  const seededAccounts = await dataSource.transaction(async (manager) => {
    await restoreDemoLogins(manager);
    return seedDemoAccounts(manager);
  });

  const providers = await Promise.all(['provider@example.com', 'provider2@example.com'].map((email) => userId(dataSource, email)));
  const staff = await userId(dataSource, 'staff@example.com');
  if ((await dataSource.manager.count(Company)) === 0 && providers.every(Boolean) && staff) {
    const ctx = createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log });
    const services = await seedDemoCatalog(ctx, providers as number[], staff);
    log.info({ services }, 'demo catalog seeded');
    await seedDemoAnnouncements(dataSource.manager);
    // After the catalog: the partner is chosen for its exclusive service.
    if (await seedDemoPartner(ctx)) log.info('demo partner seeded');
  }
  const reservations = await seedDemoReservations(
    createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log }),
  );
  if (reservations > 0) log.info({ reservations }, 'demo reservations seeded');
  // After the reservations: the demo partner's referred bookings, ledger and statements.
  const referred = await seedDemoPartnerLedger(
    createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log }),
  );
  if (referred > 0) log.info({ referred }, 'demo partner ledger seeded');
  // After the ledger (it takes the demo data's first bookings): past bookings of demo guests with their reviews.
  const reviews = await seedDemoReviews(
    createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log }),
  );
  if (reviews > 0) log.info({ reviews }, 'demo reviews seeded');

  // After the reservations (it books a sold-out start of its own): the demo reseller and its OCTO key.
  if (await seedDemoReseller(createContext({ dataSource, config, jobs: runtime.jobs, storage: runtime.storage, locale: 'en', log })))
    log.info('demo reseller seeded');

  const heading = seededAccounts ? 'Demo accounts created' : 'Demo accounts';
  const lines = DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(24)} ${account.email.padEnd(24)} ${account.password}`);
  lines.push(`    ${'reseller (OCTO API key)'.padEnd(24)} ${'Demo OTA'.padEnd(24)} ${DEMO_RESELLER_KEY}`);
  process.stdout.write(`\n  ${heading} (DEMO_DATA=false turns demo data and these logins off):\n${lines.join('\n')}\n`);
}

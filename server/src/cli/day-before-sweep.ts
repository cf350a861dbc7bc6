// `node dist/server/src/cli/day-before-sweep.js [--now=ISO]`: one run of the guests' day-before reminder
// sweep (what the `booking.day-before-sweep` job does every 10 minutes); prints the reservations reminded.
import { sweepDayBeforeReminders } from '../modules/reservations/day-before-reminder.js';
import { runSweepCli } from './run-sweep.js';

await runSweepCli('reminder', async (ctx, options) => ({ reminded: await sweepDayBeforeReminders(ctx, options) }));

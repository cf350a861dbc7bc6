// `node dist/server/src/cli/ledger-sweep.js [--now=ISO]`: one run of the partners' ledger sweep (what the
// `partners.ledger-sweep` job does every minute); `--now` moves what has started and which months are over.
import { sweepLedger } from '../modules/partner-ledger/ledger-sweep.js';
import { runSweepCli } from './run-sweep.js';

await runSweepCli('ledger', sweepLedger);

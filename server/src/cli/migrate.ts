// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../bootstrap.js';

const config = loadConfig();
const database = await openDatabase(config, createLogger(config));
await database.close();
process.stdout.write('Migrations are up to date.\n');

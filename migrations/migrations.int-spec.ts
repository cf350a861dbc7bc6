// Migrations are the only way the schema changes: every file is listed, and after running them
// all, the entities need nothing more (the "pending migrations" check).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pendingSchemaChanges } from '../server/src/database.js';
import { createTestDatabase } from '../server/test/database.js';
import { migrations } from './index.js';

const folder = path.dirname(fileURLToPath(import.meta.url));

describe('migrations', () => {
  it('lists every migration file in migrations/index.ts, in time order', () => {
    const files = readdirSync(folder)
      .filter((file) => /^\d+-\w+\.ts$/.test(file))
      .sort();
    const names = migrations.map((migration) => migration.name);
    expect(names).toEqual(files.map((file) => file.replace(/^(\d+)-(\w+)\.ts$/, '$2$1')));
  });

  it('leave nothing for migration:generate to add', async () => {
    const { dataSource } = await createTestDatabase();
    expect(await pendingSchemaChanges(dataSource)).toEqual({ up: [], down: [] });
  });
});

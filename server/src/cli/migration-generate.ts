// `npm run migration:generate -- <Name>`: applies every migration to a scratch database,
// compares it with the entities, and writes the missing SQL as a new migration in migrations/.
// With `--check` it writes nothing and exits 1 when a migration is missing.
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDataSource, pendingSchemaChanges, runMigrations } from '../database.js';
import { projectRoot } from '../shared/project-root.js';
import { withScratchDatabase } from './scratch-database.js';

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) => queries.map((query) => `    await queryRunner.query(${JSON.stringify(query)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...down].reverse())}
  }
}
`;
}

function register(fileBase: string, className: string): void {
  const indexPath = path.join(projectRoot(), 'migrations', 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  const withImport = index.replace(/(\n\/\/ -- end of imports --)/, `\nimport { ${className} } from './${fileBase}.js';$1`);
  const withEntry = withImport.replace(/(\n\];\s*)$/, `\n  ${className},$1`);
  writeFileSync(indexPath, withEntry);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!check && !name) throw new Error('Usage: npm run migration:generate -- <Name>   (or --check)');

  const changes = await withScratchDatabase(async (url) => {
    const dataSource = createDataSource(url);
    await dataSource.initialize();
    try {
      await runMigrations(dataSource);
      return await pendingSchemaChanges(dataSource);
    } finally {
      await dataSource.destroy();
    }
  });

  if (changes.up.length === 0) {
    process.stdout.write('The migrations match the entities; nothing to generate.\n');
    return;
  }
  if (check) {
    process.stderr.write(`Entities and migrations differ; run npm run migration:generate -- <Name>:\n${changes.up.join('\n')}\n`);
    process.exit(1);
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const fileBase = `${timestamp}-${name}`;
  writeFileSync(path.join(projectRoot(), 'migrations', `${fileBase}.ts`), migrationSource(className, changes.up, changes.down));
  register(fileBase, className);
  process.stdout.write(
    `Wrote migrations/${fileBase}.ts (${changes.up.length} statements) and listed it in migrations/index.ts. Review it before committing.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

// `npm run schema:emit`: writes the GraphQL schema built from the server code to schema.graphql.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSchema, printSchemaFile } from '../schema.js';
import { projectRoot } from '../shared/project-root.js';

const target = process.argv[2] ?? path.join(projectRoot(), 'schema.graphql');
writeFileSync(target, printSchemaFile(await getSchema()));
process.stdout.write(`Wrote ${path.relative(process.cwd(), target) || target}\n`);

// `npm run schema:emit`: writes the contracts built from the server code: the GraphQL schema to
// schema.graphql and the REST facade's OpenAPI document (the one /api/openapi.json serves) to openapi.json.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '../rest/routes.js';
import { printOpenApiFile } from '../rest/openapi.js';
import { getSchema, printSchemaFile } from '../schema.js';
import { projectRoot } from '../shared/project-root.js';

function write(target: string, text: string): void {
  writeFileSync(target, text);
  process.stdout.write(`Wrote ${path.relative(process.cwd(), target) || target}\n`);
}

const schema = await getSchema();
write(process.argv[2] ?? path.join(projectRoot(), 'schema.graphql'), printSchemaFile(schema));
write(process.argv[3] ?? path.join(projectRoot(), 'openapi.json'), printOpenApiFile(apiRoutes, schema));

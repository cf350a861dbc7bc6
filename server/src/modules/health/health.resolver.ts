// The API version, read from package.json: a cheap liveness probe for integrators.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/access.js';
import { projectRoot } from '../../shared/project-root.js';

let version: string | undefined;

function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}

@Resolver()
export class HealthResolver {
  @Public()
  @Query(() => String, { description: 'The API version (the package version); a cheap liveness probe for integrators.' })
  apiVersion(): string {
    return packageVersion();
  }
}

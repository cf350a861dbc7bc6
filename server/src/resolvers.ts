// Every GraphQL resolver class, in one list for buildSchema.
import { ReferenceResolver } from './modules/reference/reference.resolver.js';
import { HealthResolver } from './modules/health/health.resolver.js';

export const resolvers = [HealthResolver, ReferenceResolver] as const;

// Secure by default: every GraphQL operation declares who may call it, and the table of
// operation → access is a snapshot, so every permission change shows up in review.
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.js';

describe('GraphQL operation access', () => {
  it('every query, mutation and subscription carries @Public or @Roles', async () => {
    const schema = await getSchema();
    const table: Record<string, unknown> = {};
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      for (const [name, field] of Object.entries(root.getFields())) {
        const access = field.extensions?.access;
        if (access === undefined) missing.push(`${root.name}.${name}`);
        table[`${root.name}.${name}`] = access;
      }
    }
    expect(missing).toEqual([]);
    expect(table).toMatchSnapshot();
  });
});

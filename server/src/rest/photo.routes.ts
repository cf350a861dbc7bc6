// The image service: stored photos by name. (Resizing, cropping and formats come with the catalog.)
import { z } from 'zod';
import { notFound } from '../shared/errors.js';
import { defineRoute, type BinaryResult } from './route.js';

export const photoRoutes = [
  defineRoute({
    method: 'GET', path: '/photos/{name}', operationId: 'getPhoto', tag: 'Photos', access: 'public',
    summary: 'A stored photo by name',
    params: z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,200}$/i) }),
    response: { binary: 'image/webp', description: 'The image (WebP).' },
    handler: async ({ ctx, params }): Promise<BinaryResult> => {
      const data = await ctx.storage.read(params.name);
      if (!data) throw notFound();
      return { contentType: 'image/webp', data, cacheControl: 'public, max-age=31536000, immutable' };
    },
  }),
];

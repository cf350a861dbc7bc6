// The image service: stored photos resized, cropped, masked and converted on request.
import { z } from 'zod';
import { renderPhoto } from '../modules/catalog/image.service.js';
import { ReviewPhotoAccess, reviewPhotoAccess } from '../modules/reviews/review-public.service.js';
import { notFound } from '../shared/errors.js';
import { defineRoute, type BinaryResult } from './route.js';

const dimension = z.coerce.number().int().min(1).max(8192).optional();

export const photoRoutes = [
  defineRoute({
    method: 'GET',
    path: '/photos/{name}',
    operationId: 'getPhoto',
    tag: 'Photos',
    access: 'public',
    summary:
      'A stored photo, optionally transformed: width/w, height/h, fit, crop (faces, entropy, …), mask=ellipse, auto=format (AVIF/WebP by Accept), q. Sizes snap up to the srcset ladder (100 to 8192, steps of 8%) and never exceed the photo itself or 4096 px a side.',
    params: z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,200}$/i) }),
    query: z.object({
      width: dimension,
      w: dimension,
      height: dimension,
      h: dimension,
      fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside', 'crop', 'clip', 'max']).optional(),
      crop: z.enum(['faces', 'entropy', 'attention', 'center', 'top', 'bottom', 'left', 'right']).optional(),
      mask: z.enum(['ellipse']).optional(),
      auto: z.enum(['format']).optional(),
      q: z.coerce.number().int().min(1).max(100).optional(),
    }),
    response: { binary: 'image/*', description: 'The image: WebP, or with auto=format AVIF/WebP/JPEG/PNG as the browser accepts.' },
    handler: async ({ ctx, params, query, accept }): Promise<BinaryResult> => {
      const reviewPhoto = await reviewPhotoAccess(ctx, params.name);
      if (reviewPhoto === ReviewPhotoAccess.HIDDEN) throw notFound();
      const image = await renderPhoto(
        ctx,
        params.name,
        {
          width: query.width ?? query.w,
          height: query.height ?? query.h,
          fit: query.fit,
          crop: query.crop,
          mask: query.mask,
          auto: query.auto,
          quality: query.q,
        },
        accept,
      );
      if (!image) throw notFound();
      return {
        contentType: image.contentType,
        data: image.data,
        // A review's photo disappears when staff hide the review: caches keep it an hour at most.
        cacheControl: reviewPhoto === ReviewPhotoAccess.VISIBLE ? 'public, max-age=3600' : 'public, max-age=31536000, immutable',
        vary: image.variesByAccept ? 'Accept' : undefined,
      };
    },
  }),
];

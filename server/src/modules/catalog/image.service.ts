// The image service: a stored photo resized, cropped or masked on request, in the best format
// the browser accepts, cached on disk by its parameters. Parameters follow the common image-CDN
// names: w/width, h/height, fit, crop (faces uses sharp's attention strategy), mask=ellipse, auto=format.
// Bounded: sizes snap to the srcset ladder and never exceed the source, at most
// MAX_CONCURRENT_RENDERS renders run at once, and the disk cache is capped (IMAGE_CACHE_MAX_MB).
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import { DiskLruCache } from '../../shared/disk-lru-cache.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { MAX_INPUT_PIXELS } from '../../shared/images.js';
import { projectRoot } from '../../shared/project-root.js';
import { Semaphore } from '../../shared/semaphore.js';
import { boundedBox, snapQuality, snapToLadder } from './image-sizes.js';

export const MAX_CONCURRENT_RENDERS = 2;
/** Shared by every request of this process: sharp work is memory-hungry. */
export const renderSlots = new Semaphore(MAX_CONCURRENT_RENDERS);
const caches = new Map<string, DiskLruCache>();
const inFlight = new Map<string, Promise<Buffer | null>>();

export interface ImageParams {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside' | 'crop' | 'clip' | 'max';
  crop?: 'faces' | 'entropy' | 'attention' | 'center' | 'top' | 'bottom' | 'left' | 'right';
  mask?: 'ellipse';
  auto?: 'format';
  quality?: number;
}

export interface RenderedImage {
  contentType: string;
  data: Buffer;
  /** The answer depends on the Accept header. */
  variesByAccept: boolean;
}

type Format = 'avif' | 'webp' | 'png' | 'jpeg';

const SHARP_FIT: Record<NonNullable<ImageParams['fit']>, 'cover' | 'contain' | 'fill' | 'inside' | 'outside'> = {
  cover: 'cover',
  crop: 'cover',
  contain: 'contain',
  fill: 'fill',
  inside: 'inside',
  clip: 'inside',
  max: 'inside',
  outside: 'outside',
};

function position(crop: ImageParams['crop']): string | number {
  if (crop === 'faces' || crop === 'attention') return sharp.strategy.attention;
  if (crop === 'entropy') return sharp.strategy.entropy;
  return crop ?? 'centre';
}

function chooseFormat(params: ImageParams, accept: string): Format {
  if (params.auto === 'format') {
    if (accept.includes('image/avif')) return 'avif';
    if (accept.includes('image/webp')) return 'webp';
    return params.mask ? 'png' : 'jpeg';
  }
  return 'webp';
}

function ellipseMask(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="#fff"/></svg>`,
  );
}

/** The disk cache of rendered images for this configuration (one per folder in the process). */
export function imageCacheFor(config: Pick<Config, 'DATA_DIR' | 'IMAGE_CACHE_MAX_MB'>): DiskLruCache {
  const dir = path.resolve(projectRoot(), config.DATA_DIR, 'image-cache');
  let cache = caches.get(dir);
  if (!cache) {
    cache = new DiskLruCache(dir, Math.floor(config.IMAGE_CACHE_MAX_MB * 1024 * 1024));
    caches.set(dir, cache);
  }
  return cache;
}

/** Sizes and quality snapped, fit and crop reduced to what sharp distinguishes: equal keys, equal images. */
export function normaliseParams(params: ImageParams): ImageParams {
  const crop = params.crop === 'faces' ? 'attention' : params.crop === 'center' ? undefined : params.crop;
  return {
    width: snapToLadder(params.width),
    height: snapToLadder(params.height),
    fit: params.width || params.height ? SHARP_FIT[params.fit ?? 'cover'] : undefined,
    crop: params.width && params.height ? crop : undefined,
    mask: params.mask,
    auto: params.auto,
    quality: snapQuality(params.quality),
  };
}

export async function render(original: Buffer, params: ImageParams, format: Format): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
  if (params.width || params.height) {
    const fit = SHARP_FIT[params.fit ?? 'cover'];
    const source = await image.metadata();
    const box = boundedBox(params, { width: source.width ?? 1, height: source.height ?? 1 }, fit);
    image = image.resize(box.width, box.height, {
      fit,
      position: position(params.crop),
      withoutEnlargement: true,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (params.mask === 'ellipse') {
    const resized = await image.png().toBuffer({ resolveWithObject: true });
    const { width, height } = resized.info;
    image = sharp(resized.data).composite([{ input: ellipseMask(width, height), blend: 'dest-in' }]);
  }
  const quality = params.quality ?? 80;
  if (format === 'avif') return image.avif({ quality: Math.min(quality, 70) }).toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function renderAndCache(
  storage: FileStorage,
  cache: DiskLruCache,
  name: string,
  cacheName: string,
  params: ImageParams,
  format: Format,
): Promise<Buffer | null> {
  // The original is read inside the slot too, so waiting requests hold no image in memory.
  const data = await renderSlots.run(async () => {
    const original = await storage.read(name);
    return original && render(original, params, format);
  });
  if (data) await cache.save(cacheName, data);
  return data;
}

/** The rendered image, from the cache when it was made before; null when there is no such photo. */
export async function renderPhoto(
  ctx: { storage: FileStorage; config: Pick<Config, 'DATA_DIR' | 'IMAGE_CACHE_MAX_MB'> },
  name: string,
  requested: ImageParams,
  accept: string,
): Promise<RenderedImage | null> {
  const params = normaliseParams(requested);
  const format = chooseFormat(params, accept);
  const variesByAccept = params.auto === 'format';
  const plain = !params.width && !params.height && !params.mask && format === 'webp' && params.quality === undefined;
  if (plain) {
    const data = await ctx.storage.read(name);
    return data ? { contentType: 'image/webp', data, variesByAccept } : null;
  }
  const cache = imageCacheFor(ctx.config);
  const key = createHash('sha1')
    .update(JSON.stringify([name, params.width, params.height, params.fit, params.crop, params.mask, params.quality, format]))
    .digest('hex');
  const cacheName = `${key}.${format}`;
  const cached = await cache.read(cacheName);
  if (cached) return { contentType: `image/${format}`, data: cached, variesByAccept };
  // Parallel requests for the same variant share one render.
  let pending = inFlight.get(cacheName);
  if (!pending) {
    pending = renderAndCache(ctx.storage, cache, name, cacheName, params, format).finally(() => inFlight.delete(cacheName));
    inFlight.set(cacheName, pending);
  }
  const data = await pending;
  return data ? { contentType: `image/${format}`, data, variesByAccept } : null;
}

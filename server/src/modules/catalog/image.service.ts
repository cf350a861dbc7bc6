// The image service: a stored photo resized, cropped or masked on request, in the best format
// the browser accepts, cached on disk by its parameters. Parameters follow the common image-CDN
// names: w/width, h/height, fit, crop (faces uses sharp's attention strategy), mask=ellipse, auto=format.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../shared/file-storage.js';
import { MAX_INPUT_PIXELS } from '../../shared/images.js';

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
  return Buffer.from(`<svg width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="#fff"/></svg>`);
}

async function render(original: Buffer, params: ImageParams, format: Format): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
  if (params.width || params.height) {
    image = image.resize(params.width, params.height, {
      fit: SHARP_FIT[params.fit ?? 'cover'],
      position: position(params.crop),
      withoutEnlargement: !params.mask,
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

/** The rendered image, from the cache when it was made before; null when there is no such photo. */
export async function renderPhoto(storage: FileStorage, name: string, params: ImageParams, accept: string): Promise<RenderedImage | null> {
  const format = chooseFormat(params, accept);
  const variesByAccept = params.auto === 'format';
  const plain = !params.width && !params.height && !params.mask && format === 'webp' && params.quality === undefined;
  if (plain) {
    const data = await storage.read(name);
    return data ? { contentType: 'image/webp', data, variesByAccept } : null;
  }
  const cache = storage.child('cache');
  const key = createHash('sha1').update(JSON.stringify([name, params.width, params.height, params.fit, params.crop, params.mask, params.quality, format])).digest('hex');
  const cacheName = `${key}.${format}`;
  const cached = await cache.read(cacheName);
  if (cached) return { contentType: `image/${format}`, data: cached, variesByAccept };
  const original = await storage.read(name);
  if (!original) return null;
  const data = await render(original, params, format);
  await cache.save(cacheName, data);
  return { contentType: `image/${format}`, data, variesByAccept };
}

// Decodes an uploaded image with sharp (bounded pixel count, so a decompression bomb fails)
// and re-encodes it, dropping metadata. Anything sharp cannot decode is not an image.
import sharp from 'sharp';

export const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

export async function reencodeImage(data: Buffer, options: { maxSide: number }): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
}

// Reads images back out of a pdfkit PDF (the QR code of a voucher or poster) as RGBA pixels, so a
// test can decode the QR code with jsQR: a PNG-predicted image is its PNG's own IDAT data, wrapped
// into a PNG again; a plain Flate image is inflated.
import { inflateSync } from 'node:zlib';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS whose types declare an ES default export: depending on the loader the function is the module or its `default`.
type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR: JsQr = (jsQRModule as unknown as { default?: JsQr }).default ?? (jsQRModule as unknown as JsQr);

export interface PdfImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function crc32(data: Buffer): number {
  let crc = -1;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return crc ^ -1;
}

function pdfImage(pdf: Buffer, dictionary: string, streamAt: number): PdfImage {
  const text = pdf.toString('latin1', streamAt, streamAt + 8);
  const number = (name: string) => Number(new RegExp(`/${name} (\\d+)`).exec(dictionary)?.[1]);
  const width = number('Width');
  const height = number('Height');
  const length = number('Length');
  const bodyStart = streamAt + (text[6] === '\r' ? 8 : 7);
  const compressed = pdf.subarray(bodyStart, bodyStart + length);
  const colors = /\/ColorSpace \/DeviceGray/.test(dictionary) ? 1 : 3;
  const bits = number('BitsPerComponent');
  if (/\/DecodeParms/.test(dictionary)) {
    const chunk = (type: string, data: Buffer) => {
      const size = Buffer.alloc(4);
      size.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([size, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = bits;
    header[9] = colors === 1 ? 0 : 2;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', compressed),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const decoded = PNG.sync.read(png);
    return { data: new Uint8ClampedArray(decoded.data), width, height };
  }
  const raw = inflateSync(compressed);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = raw[i * colors + (colors === 1 ? 0 : c)];
    rgba[i * 4 + 3] = 255;
  }
  return { data: rgba, width, height };
}

/** Every image XObject of a pdfkit PDF as RGBA pixels. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const images = [];
  for (let at = text.indexOf('/Subtype /Image'); at !== -1; at = text.indexOf('/Subtype /Image', at + 1)) {
    const start = text.lastIndexOf('<<', at);
    const streamAt = text.indexOf('stream', at);
    images.push(pdfImage(pdf, text.slice(start, streamAt), streamAt));
  }
  return images;
}

/** The texts of every QR code among the PDF's images. */
export function pdfQrCodes(pdf: Buffer): string[] {
  return pdfImages(pdf)
    .map((image) => jsQR(image.data, image.width, image.height)?.data)
    .filter((text): text is string => typeof text === 'string' && text.length > 0);
}

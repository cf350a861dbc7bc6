// Sends a page's HTML compressed as the browser accepts it (brotli, else gzip): a rendered page is
// tens of kilobytes of markup, which compresses to a few.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

export function sendHtml(req: Request, res: Response, html: string): void {
  res.type('html').vary('Accept-Encoding');
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length < MIN_BYTES ? false : req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    res
      .set('Content-Encoding', 'br')
      .send(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    return;
  }
  if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
    return;
  }
  res.send(body);
}

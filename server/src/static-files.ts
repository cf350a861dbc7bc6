// Serves the built client's files: the brotli or gzip copy made at build time when the browser
// accepts it (Content-Encoding, Vary: Accept-Encoding), hashed /assets cached for a year as
// immutable, other files for an hour, HTML never without revalidation.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** A weak validator of one file version (each encoding's copy has its own). */
function fileEtag(file: string): string {
  const stat = statSync(file);
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html')) return 'no-cache';
  return SHORT;
}

/** Express middleware for GET and HEAD of files under `root`; anything else falls through. */
export function serveStaticClient(root: string) {
  const base = path.resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (urlPath.includes('\0') || urlPath.endsWith('/')) return next();
    const file = path.join(base, urlPath);
    const hidden = urlPath.split('/').some((part) => part.startsWith('.')) || /\.(br|gz)$/.test(file);
    if (!file.startsWith(base + path.sep) || hidden || !isFile(file)) {
      // A missing hashed asset is a 404, not the HTML shell (a stale page asking for an old chunk).
      if (urlPath.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
      return next();
    }

    const copies = ENCODINGS.filter(({ suffix }) => isFile(file + suffix));
    const encoding = copies.find(({ name }) => req.acceptsEncodings(name) === name);
    if (copies.length > 0) res.vary('Accept-Encoding');
    res.set('Cache-Control', cacheControl(urlPath));
    res.type(path.extname(file));
    if (encoding) res.set('Content-Encoding', encoding.name);
    const sent = encoding ? file + encoding.suffix : file;
    // Set here because the app turns Express's automatic ETags off; send() still answers 304 by it.
    res.set('ETag', fileEtag(sent));
    res.sendFile(sent, { dotfiles: 'deny', cacheControl: false, lastModified: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

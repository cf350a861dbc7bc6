// Where to return after logging in: the full path a guard or an expired session turned away.
import { readStored, writeStored } from '../../shared/state/browser-storage';

const KEY = 'previousPath';

export function rememberReturnPath(path: string): void {
  writeStored(KEY, path, 'session');
}

/** Reads and forgets the remembered path; the root path does not count. */
export function takeReturnPath(): string | null {
  const path = readStored(KEY, 'session');
  writeStored(KEY, null, 'session');
  return path && path !== '/' && path.startsWith('/') ? path : null;
}

// Storage can be unavailable (private windows, blocked cookies); the app then keeps working for the session.

type Area = 'local' | 'session';

function area(name: Area): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where there is none (the server's renderer) or it is refused. */
export function localArea(): Storage | null {
  return area('local');
}

export function readStored(key: string, from: Area = 'local'): string | null {
  try {
    return area(from)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, to: Area = 'local'): void {
  try {
    const storage = area(to);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy settings: the in-memory state still holds the value.
  }
}

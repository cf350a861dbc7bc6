// A real OpenID Connect provider (oidc-provider) for OAuth tests, and a small browser that
// follows its redirects and fills in its development login and consent forms.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentityProvider {
  issuer: string;
  /** Registers the client once the app's callback address is known. */
  configure: (client: { clientId: string; clientSecret: string; redirectUris: string[] }) => void;
  stop: () => Promise<void>;
}

export async function startIdentityProvider(): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    configure: ({ clientId, clientSecret, redirectUris }) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        // The login name typed in the development form is the account's email.
        findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: id, email_verified: true }) }),
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['lokalno-test-cookie-key'] },
      });
      server.on('request', provider.callback());
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar per origin and fetch that never follows redirects by itself. */
export class TinyBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until one leaves `stopAtOrigin`'s opposite, or a page (200) is reached. */
  async follow(url: string, until: (location: URL) => boolean): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 20; hops += 1) {
      const response = await this.get(current);
      const location = response.headers.get('location');
      if (!location) return { response, url: current };
      const next = new URL(location, current);
      if (until(next)) return { response, url: next.toString() };
      current = next.toString();
    }
    throw new Error('too many redirects');
  }
}

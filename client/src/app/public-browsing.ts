// Whether guests may browse the storefront without an account (the server's PUBLIC_BROWSING,
// written into the HTML shell). Open unless the server says otherwise (the dev server has no shell).
export const PUBLIC_BROWSING_META = 'lokalno-public-browsing';

export function isPublicBrowsingOpen(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${PUBLIC_BROWSING_META}"]`)?.getAttribute('content') !== 'false';
}

// The shell with a page rendered on the server: the markup in #root and its state as inert JSON.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexHtmlRenderer, SSR_STATE_ID } from './index-html.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Lokalno</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

function renderer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-shell-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return indexHtmlRenderer(path.join(dir, 'index.html'));
}

function stateOf(html: string): string {
  const match = new RegExp(`<script id="${SSR_STATE_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  expect(match).not.toBeNull();
  return match![1];
}

describe('indexHtmlRenderer with a rendered page', () => {
  it('puts the markup into #root, before the client script', () => {
    const html = renderer()({ publicBrowsing: true, rendered: { html: '<main>Sunset sailing $& $\'</main>', state: {} } })!;
    expect(html).toContain('<div id="root"><main>Sunset sailing $& $\'</main></div>');
    expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf('/assets/app.js'));
  });

  it('writes the state as JSON that cannot end its script element', () => {
    const state = { answers: { 'en|guest|home': { title: '</script><script>alert(1)</script><!-- \u2028' } } };
    const html = renderer()({ publicBrowsing: true, rendered: { html: '<main></main>', state } })!;
    const json = stateOf(html);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(state);
  });

  it('leaves the empty root without a rendered page', () => {
    const html = renderer()({ publicBrowsing: true, rendered: null })!;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(SSR_STATE_ID);
  });
});

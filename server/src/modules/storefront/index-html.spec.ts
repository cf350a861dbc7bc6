// The shell with a page rendered on the server: the markup in #root, its state as inert JSON, and its
// modules listed for public/prehydration.js to start once the page has loaded.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexHtmlRenderer, MODULES_ID, SSR_STATE_ID, type ModulesOnLoad } from './index-html.js';

/** As Vite builds it: the entry and its preloads in the head. */
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Lokalno</title>
    <script defer src="/prehydration.js"></script>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head><body><div id="root"></div></body></html>`;

function renderer(template = TEMPLATE, manifest?: object) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-shell-'));
  writeFileSync(path.join(dir, 'index.html'), template);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return indexHtmlRenderer(path.join(dir, 'index.html'));
}

function modulesOf(html: string): ModulesOnLoad {
  const list = new RegExp(`<script id="${MODULES_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(list).not.toBeNull();
  return JSON.parse(list![1]) as ModulesOnLoad;
}

function stateOf(html: string): string {
  const match = new RegExp(`<script id="${SSR_STATE_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  expect(match).not.toBeNull();
  return match![1];
}

describe('indexHtmlRenderer with a rendered page', () => {
  it('puts the markup into #root', () => {
    const html = renderer()({ publicBrowsing: true, rendered: { html: "<main>Sunset sailing $& $'</main>", state: {} } })!;
    expect(html).toContain('<div id="root"><main>Sunset sailing $& $\'</main></div>');
  });

  it("lists the entry and its preloads for the page's load instead of loading them at once; the stylesheets stay", () => {
    const html = renderer()({ publicBrowsing: true, rendered: { html: '<main></main>', state: {} } })!;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script defer src="/prehydration.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(modulesOf(html)).toEqual({ entry: '/assets/app.js', imports: ['/assets/react.js'], screen: [] });
  });

  it("lists the entry's imports dependencies first, as prehydration.js evaluates them in turn, and the screen's modules apart", () => {
    // Vite writes the entry's preloads in its own order; the manifest says what imports what.
    const template = TEMPLATE.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/text.js">\n    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    );
    const manifest = {
      'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_text.js', '_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_text.js': { file: 'assets/text.js', imports: ['_react.js'] },
      '_card.js': { file: 'assets/card.js', imports: ['_text.js'] },
      'src/modules/storefront/pages/home-page.tsx': {
        file: 'assets/home-page.js',
        isDynamicEntry: true,
        imports: ['_card.js', 'index.html'],
      },
    };
    const html = renderer(
      template,
      manifest,
    )({ publicBrowsing: true, screen: 'src/modules/storefront/pages/home-page.tsx', rendered: { html: '<main></main>', state: {} } })!;
    // The screen imports the entry (as Vite's lazy chunks do): the entry imports it, not prehydration.js.
    expect(modulesOf(html)).toEqual({
      entry: '/assets/app.js',
      imports: ['/assets/react.js', '/assets/text.js'],
      screen: ['/assets/home-page.js', '/assets/card.js'],
    });
  });

  it('writes the state as JSON that cannot end its script element', () => {
    const state = { answers: { 'en|guest|home': { title: '</script><script>alert(1)</script><!-- \u2028' } } };
    const html = renderer()({ publicBrowsing: true, rendered: { html: '<main></main>', state } })!;
    const json = stateOf(html);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(state);
  });

  it('leaves the empty root and loads the modules at once without a rendered page', () => {
    const html = renderer()({ publicBrowsing: true, rendered: null })!;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(SSR_STATE_ID);
    expect(html).not.toContain(MODULES_ID);
    expect(html).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
  });
});

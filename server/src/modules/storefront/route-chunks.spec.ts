import { describe, expect, it } from 'vitest';
import { dependencyOrder, routeChunks, SCREENS, screenOf, servicePageId, type ViteManifest } from './route-chunks.js';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_react-1.js', '_text-1.js'], css: ['assets/app-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_text-1.js': { file: 'assets/text-1.js', imports: ['_react-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_text-1.js', '_input-1.js'] },
  '_input-1.js': { file: 'assets/input-1.js', imports: ['_form-1.js'], css: ['assets/input-1.css', 'assets/app-1.css'] },
  [SCREENS.login]: { file: 'assets/login-page-1.js', isDynamicEntry: true, imports: ['index.html', '_form-1.js', '_react-1.js'] },
  [SCREENS.home]: { file: 'assets/home-page-1.js', isDynamicEntry: true, imports: ['_text-1.js'] },
};

describe('routeChunks', () => {
  it('lists the screen and its static imports, transitively, then their styles, minus what the entry loads', () => {
    expect(routeChunks(MANIFEST, SCREENS.login)).toEqual([
      'assets/login-page-1.js',
      'assets/form-1.js',
      'assets/input-1.js',
      'assets/input-1.css',
    ]);
    expect(routeChunks(MANIFEST, SCREENS.home)).toEqual(['assets/home-page-1.js']);
  });

  it('lists nothing for a screen the manifest does not have', () => {
    expect(routeChunks(MANIFEST, SCREENS.service)).toEqual([]);
    expect(routeChunks({}, SCREENS.login)).toEqual([]);
  });
});

describe('dependencyOrder', () => {
  it('lists every file after the files it imports, once, cycles included', () => {
    expect(dependencyOrder(MANIFEST, ['index.html'])).toEqual(['assets/react-1.js', 'assets/text-1.js', 'assets/app-1.js']);
    expect(dependencyOrder(MANIFEST, ['index.html', SCREENS.login])).toEqual([
      'assets/react-1.js',
      'assets/text-1.js',
      'assets/app-1.js',
      // form and input import each other: the one reached second comes first.
      'assets/input-1.js',
      'assets/form-1.js',
      'assets/login-page-1.js',
    ]);
  });

  it('skips what the manifest does not have', () => {
    expect(dependencyOrder(MANIFEST, [SCREENS.service, SCREENS.home])).toEqual([
      'assets/react-1.js',
      'assets/text-1.js',
      'assets/home-page-1.js',
    ]);
    expect(dependencyOrder({}, ['index.html'])).toEqual([]);
  });
});

describe('screenOf', () => {
  it('finds the screen of the storefront pages and login', () => {
    expect(screenOf('/', true)).toBe(SCREENS.home);
    expect(screenOf('/istria/wine-tasting/12', true)).toBe(SCREENS.service);
    expect(screenOf('/things-to-do', true)).toBe(SCREENS.thingsToDo);
    expect(screenOf('/category/drink', true)).toBe(SCREENS.category);
    expect(screenOf('/destination/istria', true)).toBe(SCREENS.destination);
    expect(screenOf('/login', true)).toBe(SCREENS.login);
  });

  it('knows nothing of other paths; with browsing closed the storefront leads to login', () => {
    expect(screenOf('/dashboard/brands/3/services', true)).toBeNull();
    expect(screenOf('/no/such/page/here', true)).toBeNull();
    expect(screenOf('/dashboard/service/12', true)).toBeNull();
    expect(screenOf('/', false)).toBe(SCREENS.login);
    expect(screenOf('/istria/wine-tasting/12', false)).toBe(SCREENS.login);
  });
});

describe('servicePageId', () => {
  it('reads the id of any address the client opens as a service page, whatever its slugs', () => {
    expect(servicePageId('/istria/wine-tasting/12')).toBe(12);
    expect(servicePageId('/Istria/Wine-Tasting/12')).toBe(12);
    expect(servicePageId('/istra/ku%C5%A1anje-vina/12')).toBe(12);
    expect(servicePageId('/istria/wine_tasting/12/')).toBe(12);
  });

  it("leaves the app's own addresses (in any letter case) and other shapes alone", () => {
    for (const path of [
      '/staff/review/12',
      '/STAFF/review/12',
      '/booking/reservation/12',
      '/brand/vina-horvat/3',
      '/dashboard/service/12',
      '/istria/wine/twelve',
      '/istria/12',
      '/a/b/c/12',
      '//b/12',
    ]) {
      expect(servicePageId(path), path).toBeNull();
    }
  });
});

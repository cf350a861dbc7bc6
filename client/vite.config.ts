import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { precompiledMessages } from './precompiled-messages.js';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);
const apiServer = process.env.LOKALNO_API_URL ?? 'http://localhost:3000';

/**
 * Under `vite` and `vite preview` the playground is served by Vite itself, at the same paths the
 * server uses in production: /graphiql, and /graphql when a browser asks for a page.
 */
function playgroundRoutes(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = req.url?.split('?')[0];
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (path === '/graphiql' || (path === '/graphql' && wantsPage)) req.url = '/graphiql.html';
    next();
  };
  return {
    name: 'lokalno-playground-routes',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|ttf)$/;

/**
 * After the build, writes a brotli (.br) and a gzip (.gz) copy of every text file over 1 KB, at the
 * highest levels (done once), which the server sends by Accept-Encoding (server/src/static-files.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'lokalno-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: () => {
      for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const REACT_DOM_CLIENT_MODULE = '\0lokalno:react-dom-client';

/**
 * React DOM's client as an ES module. Its package ships CommonJS only, which the bundler wraps in a
 * function run when it is first imported; V8 compiles such a function (all of React DOM, 550 KB) on
 * the main thread when it runs: one task of 80 to 150 ms on a phone. As a module, V8 compiles it while
 * it downloads, off the main thread, and each function when first called. The production file is
 * plain CommonJS: three `require`s at the top and three `exports.` assignments, checked here.
 */
function reactDomClientAsModule(): Plugin {
  const file = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
  const requires = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
  const imports =
    'import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";\nconst client = {};';
  return {
    name: 'lokalno-react-dom-client-module',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-dom/client' ? REACT_DOM_CLIENT_MODULE : null),
    load(id) {
      if (id !== REACT_DOM_CLIENT_MODULE) return null;
      const source = readFileSync(file, 'utf8');
      if (!source.includes(requires) || (source.match(/\bexports\b/g) ?? []).length !== 3) {
        throw new Error(`${file} is no longer the plain CommonJS this plugin converts: review reactDomClientAsModule`);
      }
      return [
        source.replace('"use strict";', '').replace(requires, imports).replaceAll('exports.', 'client.'),
        'export const createRoot = client.createRoot;',
        'export const hydrateRoot = client.hydrateRoot;',
        'export const version = client.version;',
      ].join('\n');
    },
  };
}

/** GraphiQL's dependencies carry React Compiler directives that bundling drops harmlessly. */
const quietDirectives = (warning: { code?: string; id?: string }, warn: (warning: never) => void) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
  warn(warning as never);
};

const clientBuild = {
  outDir: '../dist/client',
  emptyOutDir: true,
  // bench/bundle-size.mjs reads it to add up each route's initial JavaScript.
  manifest: true,
  chunkSizeWarningLimit: 4096,
  rolldownOptions: {
    onwarn: quietDirectives,
    input: {
      app: fileURLToPath(new URL('./index.html', import.meta.url)),
      graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
    },
    output: {
      codeSplitting: {
        // React, its scheduler and React DOM in a chunk of their own: a page rendered on the server
        // evaluates it in a task of its own before the entry (public/prehydration.js).
        groups: [
          {
            name: 'react-dom',
            test: (id: string) => id === REACT_DOM_CLIENT_MODULE || /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
          },
        ],
      },
    },
  },
};

/**
 * `vite build --ssr` builds the page renderer the server runs (app/entry-server.tsx) into dist/ssr;
 * the packages stay outside the bundle and are imported from node_modules.
 */
const ssrBuild = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  ssr: 'src/app/entry-server.tsx',
  copyPublicDir: false,
  rolldownOptions: { onwarn: quietDirectives },
};

/**
 * React Router's package exports only its development build (dev-time warnings and checks, a larger
 * module to evaluate on a phone); the browser bundle takes the production build it ships alongside.
 */
const reactRouterDist = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: clientRoot,
  resolve: command === 'build' && !isSsrBuild ? { alias: productionReactRouter } : {},
  plugins: [react(), precompiledMessages(), playgroundRoutes(), ...(isSsrBuild ? [] : [reactDomClientAsModule(), precompress()])],
  build: isSsrBuild ? ssrBuild : clientBuild,
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/graphql': { target: apiServer, changeOrigin: true },
      '/healthz': { target: apiServer, changeOrigin: true },
      '/readyz': { target: apiServer, changeOrigin: true },
      // The short links of booking and waitlist SMS and the local SMS catcher (server/src/modules/notifications/sms-catcher-routes.ts).
      '/s/': { target: apiServer, changeOrigin: true },
      '/w/': { target: apiServer, changeOrigin: true },
      '/dev/sms': { target: apiServer, changeOrigin: true },
    },
  },
}));

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
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

export default defineConfig({
  root: clientRoot,
  plugins: [react(), playgroundRoutes()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // GraphiQL's dependencies carry React Compiler directives that bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/graphql': { target: apiServer, changeOrigin: true },
      '/healthz': { target: apiServer, changeOrigin: true },
      '/readyz': { target: apiServer, changeOrigin: true },
    },
  },
});

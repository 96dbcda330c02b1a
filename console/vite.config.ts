import { defineConfig } from 'vite';

/** Where `npm run dev:console` sends API calls: a gateway started with `npm start`. */
const gateway = process.env.SVC_GATEWAY_URL ?? 'http://127.0.0.1:4000';

// The console: a client of the public API like any other, built to console/dist and served by the gateway at `/`.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // react-router marks its modules "use client" for server components; a client-only bundle has nothing to keep.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/federation', '/integrations'].map((prefix) => [prefix, { target: gateway, ws: true }]),
    ),
  },
});

import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
  plugins: [
    // Each text file also as .br and .gz beside it, compressed once at build with the strongest settings: the gateway sends the
    // one the browser accepts (@fastify/static's preCompressed), never compressing per request.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: {
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/federation', '/integrations'].map((prefix) => [prefix, { target: gateway, ws: true }]),
    ),
  },
});

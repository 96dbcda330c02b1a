# One image for every process: the gateway by default, a subgraph with
#   docker run IMAGE node dist/platform/subgraph.js workspace
# Configuration comes from the environment only (docs/configuration.md).

ARG NODE_IMAGE=node:24-slim

# --- build: full install, compile TypeScript to dist/ with swc, the console with Vite -------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` only if `npm ci` refuses the lockfile: the registry the lockfile was made with lacks
# other platforms' optional binaries (@swc/core-darwin-*, ...), which `npm ci` then reports as missing.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund || (rm -rf node_modules && npm install --no-audit --no-fund)
COPY . .
# schema/ and operations/ may still be empty (git keeps no empty folder): create them for the COPYs below.
RUN npm run build && npm run build:console && mkdir -p schema operations

# --- prod-deps: production dependencies only ---------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund || (rm -rf node_modules && npm install --omit=dev --no-audit --no-fund)

# --- runtime -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    SUBGRAPH_PORT=4001 \
    SVC_DATA_DIR=/app/.data
WORKDIR /app
# Code and dependencies stay owned by root, so the process (user `node`) cannot modify them.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/console/dist ./console/dist
COPY --from=build /app/schema ./schema
COPY --from=build /app/operations ./operations
# The only writable place: embedded database / generated dev key when DATABASE_URL is unset.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000 4001
# V8 flags of every platform process (core/heap.ts PLATFORM_NODE_OPTIONS); an operator may set their own.
ENV NODE_OPTIONS="--max-semi-space-size=16"
# The embedded database's WebAssembly stays on V8's baseline compiler (core/heap.ts PLATFORM_COMMAND_LINE_FLAGS; Node takes
# the flag on its command line only).
CMD ["node", "--liftoff-only", "dist/platform/gateway.js"]

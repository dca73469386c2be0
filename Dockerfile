# syntax=docker/dockerfile:1
# The Node version, pinned exactly; tests/build/dockerfile.test.ts keeps it equal to package.json's
# devDependencies.node, the Node every npm script runs on.
ARG NODE_VERSION=24.21.0

# Build stage: install everything, build client and server.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the only one the build could want is the `node` package's download of a
# second Node binary, and this stage already runs on that Node.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The build also writes files only tests and reports read (the esbuild metafile, the size report)
# and the server bundle's source map, which Node reads only with --enable-source-maps.
RUN node build.mjs && rm -f dist/metafile.json dist/build-report.json dist/server/*.map

# Runtime stage: the build output the server reads and nothing else. dist/server/index.js bundles
# every dependency (builder/bundles.mjs), so no node_modules; package.json marks it an ES module.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
# glibc's malloc (Debian's) keeps two arenas that every thread shares, rather than one per
# thread that allocates, each holding its own freed memory resident; `npm start` sets the same
# (docs/decisions/026-memory-at-1000-articles.md).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json ./
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "dist/server/index.js"]

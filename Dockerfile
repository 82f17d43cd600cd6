# The portal as a container image (README "Run in production"). Multi-stage: the build stage has
# every dependency and runs `npm run build`; the runtime stage has only the production
# dependencies and the built output, runs as a non-root user, and starts with node on the
# compiled server. The same steps run in the test suite without Docker
# (tests/server/production-start.test.ts: build, prune devDependencies, migrate, start, sign in).
# Migrations are a release step: `docker compose run --rm migrate` (npm run migrate) before the
# servers; ENV=prod keeps MIGRATE_ON_START false.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# Two malloc arenas: with one per thread the resident set kept growing (docs/decisions/0036).
# Node's compile cache (decision 50) where the non-root user can write it; the code stays read-only.
ENV NODE_ENV=production ENV=prod PORT=3000 HOST=0.0.0.0 MALLOC_ARENA_MAX=2 \
    NODE_COMPILE_CACHE=/tmp/portal-compile-cache
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/server/server.js"]

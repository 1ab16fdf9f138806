# syntax=docker/dockerfile:1
# Maître as one image: the compiled server and the built web app on Node.js 24, run as a non-root user.
#   docker build -t maitre .            then run it with the production variables (README, "Deploying with Docker"),
#   docker compose up --build           or with PostgreSQL beside it (compose.yaml).
# The project's CI has no Docker engine: this file is kept correct by review and by apps/api/test/deployment-files.test.ts
# (sources exist, every workspace and every compiled output is copied, the CMD is the production start).

ARG NODE_VERSION=24

# --- deps: every dependency, dev ones included, for the build -------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# The manifests first, so this layer is rebuilt only when dependencies change. One line per workspace.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/stripe-emulator/package.json packages/stripe-emulator/
COPY packages/printer-emulator/package.json packages/printer-emulator/
COPY packages/print-bridge/package.json packages/print-bridge/
# `npm install`, not `npm ci`: the lockfile lacks some optional platform packages of Biome (a dev tool), which `npm ci`
# refuses; the versions installed are still the lockfile's.
RUN npm install --no-audit --no-fund

# --- build: the web app (Vite) and the server (tsc to dist/) ---------------------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# --- runtime: production dependencies and the build output only -------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/stripe-emulator/package.json packages/stripe-emulator/
COPY packages/printer-emulator/package.json packages/printer-emulator/
COPY packages/print-bridge/package.json packages/print-bridge/
RUN npm install --omit=dev --workspace @maitre/api --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /app/data && chown node:node /app/data
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/stripe-emulator/dist packages/stripe-emulator/dist
COPY --from=build /app/packages/printer-emulator/dist packages/printer-emulator/dist
# The print bridge (decision 0040) runs from the image too: node packages/print-bridge/dist/cli.js --server … --code …
COPY --from=build /app/packages/print-bridge/dist packages/print-bridge/dist

# The image's own user (uid 1000), not root. It writes only to DATA_DIR (the embedded database when no DATABASE_URL).
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1: the server handles SIGTERM (docker stop) by draining requests and closing the database.
CMD ["node", "--conditions=maitre-dist", "--enable-source-maps", "apps/api/dist/server.js"]

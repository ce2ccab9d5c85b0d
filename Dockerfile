# The shop as a container image (decision 070): `docker build -t cabas .`, or `docker compose up`
# with PostgreSQL and Redis (compose.yaml, README "Run it like production").
#
# Stage 1 installs every dependency, building better-sqlite3 from source (python3, make, g++), and
# builds the storefront and the compiled server; stage 2 keeps only what production runs: plain
# JavaScript, the production dependencies and the data files, run by an unprivileged user.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# No prebuilt binary downloaded: better-sqlite3 is compiled here against this image's Node, with the
# C headers the image ships in /usr/local/include/node (node-gyp would otherwise download them).
ENV npm_config_build_from_source=true \
  npm_config_nodedir=/usr/local \
  npm_config_audit=false \
  npm_config_fund=false \
  npm_config_update_notifier=false
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/secrets/package.json packages/secrets/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/shop/package.json apps/shop/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
# After the prune, a third of node_modules is never loaded by the compiled server: React Spectrum
# and its icons (dependencies of React Aria's type packages) and TypeScript (an optional peer of
# @react-router/node). Removing them makes the image about 70 MB smaller; the image test starts the shop.
RUN NODE_ENV=production npm run build \
  && npm prune --omit=dev \
  && rm -rf node_modules/@adobe node_modules/@spectrum-icons node_modules/@react-spectrum \
    node_modules/typescript

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# The storefront's server build resolves its packages from apps/web (a version of its own of lru-cache).
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/node_modules ./apps/web/node_modules
COPY --from=build /app/apps/web/build ./apps/web/build
COPY --from=build /app/dist ./dist
# Read at run time from paths relative to the compiled server: the CMS pages and the seed's data.
COPY --from=build /app/apps/api/src/modules/cms/pages ./apps/api/src/modules/cms/pages
COPY --from=build /app/data ./data
# `npm start`'s launcher: Node's flags, the thread pool for logins, exit codes for the supervisor.
COPY --from=build /app/scripts/start.mjs /app/scripts/build-web.mjs /app/scripts/node-flags.mjs \
  /app/scripts/supervise.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The first start migrates and loads the demo data (up to a minute on a small machine).
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]

# One image recipe, three targets (docker-compose.yml builds two of them):
#   simulator  the standalone simulator (pnpm --filter @armada/simulator start), port 8090
#   gateway    the gateway with the built web app (pnpm --filter @armada/gateway start), port 8080
#   web        only the web build (apps/web/dist), used by the gateway target
#   balancer   the scale-out test's round-robin balancer (compose profile scale-out), port 8080
# Dependencies are installed once from the lockfile; the servers run TypeScript through tsx
# (the packages' `start` scripts), as in development. `npm start` and the test harness run the
# same sources bundled (`start:dist`, docs/adr/0002-server-start-time.md), which starts faster.

FROM node:20-slim AS base
# corepack cannot verify pnpm's signature on closed networks: pin pnpm through npm (docs/stack.md).
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
ENV CI=true \
    npm_config_update_notifier=false
WORKDIR /app

FROM base AS deps
# Manifests first, so source edits do not invalidate the dependency layer.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/gateway/package.json apps/gateway/
COPY apps/simulator/package.json apps/simulator/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/route-solver/package.json packages/route-solver/
COPY scripts/package.json scripts/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile

FROM deps AS source
COPY . .

FROM source AS web
RUN pnpm --filter @armada/web build

FROM source AS runtime
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0

FROM runtime AS simulator
ENV SIMULATOR_PORT=8090 \
    ARMADA_DATA_DIR=/data/simulator
USER node
EXPOSE 8090
CMD ["pnpm", "--filter", "@armada/simulator", "start"]

FROM runtime AS gateway
COPY --from=web /app/apps/web/dist /app/apps/web/dist
ENV PORT=8080 \
    ARMADA_DATA_DIR=/data/gateway \
    WEB_DIST_DIR=/app/apps/web/dist
USER node
EXPOSE 8080
CMD ["pnpm", "--filter", "@armada/gateway", "start"]

# The compose profile scale-out: two gateways behind this round-robin (docs/adr/0013-scale-out.md).
FROM runtime AS balancer
ENV BALANCER_PORT=8080
USER node
EXPOSE 8080
CMD ["pnpm", "exec", "tsx", "tests/reliability/lib/round-robin-cli.ts"]

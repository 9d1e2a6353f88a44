# syntax=docker/dockerfile:1
# The production image (decision 0052): built in stages, run as `node` (not root) with only the
# production dependencies, the two builds (`npm run build`) and the SQL migrations. The server applies
# pending migrations at start (an advisory lock lets one instance of many do it) and serves the API
# and the SPA on PORT. See docs/operations.md.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# 1. Every dependency (the build needs Vite, esbuild, TypeScript), from the lockfile only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install --global npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY scripts/install-git-hooks.mjs scripts/
RUN npm ci --no-audit --no-fund

# 2. The web app (Vite) and the server (one esbuild bundle next to its migrations); then the dev
#    dependencies go (npm prune), with the optional peers npm keeps as devOptional.
FROM deps AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && node -e "const l=require('./package-lock.json');const fs=require('fs');for(const[p,e]of Object.entries(l.packages))if(p.includes('node_modules/')&&(e.dev||e.devOptional))fs.rmSync(p,{recursive:true,force:true})"

# 3. What runs: no compiler, no sources but the shared package's manifest npm's workspaces link.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared/package.json ./packages/shared/
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/
COPY --from=build --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /app/scripts/start.mjs ./scripts/
USER node
EXPOSE 3000
# Liveness: the process and its database answer. The load balancer asks /api/ready (decision 0052).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `NODE_ENV=production npm start` runs, without npm between the signal and the server: SIGTERM
# reaches node, which drains and closes (SHUTDOWN_DRAIN_SECONDS, SHUTDOWN_TIMEOUT_SECONDS).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]

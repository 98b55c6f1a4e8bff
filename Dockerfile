# syntax=docker/dockerfile:1
# The server with the built console and widget, on Node 24 LTS, as a non-root user.
# Build: docker build -t contact-centre .   Run: see deploy/docker/compose.yaml (PostgreSQL, Redis, HAProxy).
# Not built on the project's development machine (it has no Docker engine); the same topology is
# tried there with `npm run cluster` (README).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The compiled server (dist/server: its JavaScript, source maps, SQL migrations, Kamailio template and
# the embedded database's worker scripts) is built here, while esbuild (a development package) is installed.
RUN npx vite build --logLevel warn && npm run build:widget && npm run build:server && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 SEED_DEMO=0
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/locales ./locales
# Only for `npm run backup` / `npm run restore`, which still run from TypeScript through tsx; the server does not read them.
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/contracts ./contracts
COPY --from=build --chown=node:node /app/machines ./machines
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags of server/node-flags.mjs and scripts/build-server.mjs (SERVER_NODE_FLAGS), as `npm start` gives them.
CMD ["node", "--max-semi-space-size=128", "--enable-source-maps", "dist/server/main.js"]

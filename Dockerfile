# syntax=docker/dockerfile:1
# Portico: one image with the compiled server and the web app. See docs/deploy.md.

# 1. The workspace's manifests: what `npm ci` reads, so that the install layers stay cached until they change.
FROM node:24-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/

# 2. Build: every dependency, then `npm run build` (server bundle + web app).
FROM manifests AS build
# The image already runs Node 24, so the `node` dev dependency's download (its install script) is skipped.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# 3. Production dependencies of the server only (no dev tools, no web or test packages).
FROM manifests AS deps
RUN npm ci --omit=dev --ignore-scripts --workspace apps/api

# 4. Run: non-root, data under /data.
FROM node:24-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]

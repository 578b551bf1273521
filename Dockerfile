# syntax=docker/dockerfile:1
# PII gateway image: compiled JavaScript on Node 20 (Debian bookworm, glibc: uWebSockets.js and
# onnxruntime-node ship glibc binaries, so no Alpine/musl).
#
#   docker build -t pii-gateway .
#   docker run -e DATABASE_URL=... -e GATEWAY_MASTER_KEY=... -p 8080:8080 -p 9464:9464 pii-gateway

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- production dependencies only ------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# onnxruntime-node's postinstall downloads GPU (CUDA 12) binaries from NuGet on linux/x64. package.json
# blocks it with "allowScripts", but the npm bundled with Node 20 (10.x) predates that field, so the
# script is also told to skip itself here. The CPU runtime the gateway uses is inside the npm package.
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Both native packages ship binaries for every OS/arch (~300 MB); keep only this platform's.
# uWebSockets.js binaries are per Node ABI too (process.versions.modules, 115 for Node 20).
RUN set -eu; \
    arch="$(node -p process.arch)"; abi="$(node -p process.versions.modules)"; \
    find node_modules/uWebSockets.js/binaries -name 'uws_*.node' ! -name "uws_linux_${arch}_${abi}.node" -delete; \
    ort=node_modules/onnxruntime-node/bin/napi-v6; \
    find "$ort" -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} +; \
    find "$ort/linux" -mindepth 1 -maxdepth 1 ! -name "$arch" -exec rm -rf {} +

# ---- compile TypeScript ------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build`: tsc → dist/ (dist/src/main.js, dist/workers/*.js), then scripts/copy-assets.mjs copies
# the non-TypeScript files the code reads next to itself (SQL migrations, JSON data), which tsc does not
# emit; the checks below fail the build if either is missing. models/ may be empty in a checkout without
# the trained model; create it so the runtime COPY below never fails.
RUN npm run build \
 && mkdir -p models \
 && test -f dist/src/main.js \
 && test -f dist/workers/pii-worker.js \
 && ls dist/src/store/migrations/*.sql > /dev/null

# ---- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=8080 \
    METRICS_PORT=9464 \
    GATEWAY_DATA_DIR=/app/data
# The image's `node` user (uid 1000); the app owns nothing but its data folder.
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/models ./models
COPY --chown=root:root package.json ./
# Fail the build, not the first request, if a native module cannot load on this base image:
# uWebSockets.js would otherwise fall back silently to a slow pure-JS server.
# Code that finds files relative to its own source (e.g. src/ner → ../../models/ner) looks one level
# deeper once compiled (dist/src/ner → dist/models/ner); the link serves both layouts from one copy.
RUN node -e "require('./node_modules/uWebSockets.js/binaries/uws_linux_' + process.arch + '_' + process.versions.modules + '.node'); require('onnxruntime-node')" \
 && ln -sfn ../models dist/models \
 && mkdir -p /app/data && chown node:node /app/data
USER node

EXPOSE 8080 9464
# Node 20 has fetch built in, so no curl in the image. Honours a PORT override.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/v1/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM directly for graceful shutdown (use `init: true` /
# `--init` to also reap zombies).
CMD ["node", "dist/src/main.js"]

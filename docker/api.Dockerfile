# syntax=docker/dockerfile:1
# The API: built in a full workspace, shipped as a pruned production bundle run by a non-root user.
FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@farm/api...
RUN pnpm --filter @farm/api deploy --prod --legacy /out

FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production API_PORT=4000 DATA_DIR=/data
# glibc gives picture buffers back to the system once freed (docs/decisions/193-api-memory-at-rest.md),
# as scripts/processes.mjs does for `pnpm start`.
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]

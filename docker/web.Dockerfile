# syntax=docker/dockerfile:1
# The web app: its express server (apps/web/server, compiled into build/server by the build) rendering React
# Router, and the static assets.
# Runs as a non-root user.
FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@farm/web...
RUN pnpm --filter @farm/web deploy --prod --legacy /out

FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /out /app
# The session secret is generated into .data when SESSION_SECRET is not given: a folder the server may write.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/home').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/start.mjs"]

# Lokalno app image: builds server and client and runs in production mode. The environment must give
# DATABASE_URL and JWT_SECRET (the server refuses to start without them); demo data and GraphiQL stay
# off unless DEMO_DATA=true / GRAPHQL_PLAYGROUND=true. On SIGTERM the server stops within
# SHUTDOWN_TIMEOUT_SECONDS (20): give it a longer grace period (docker stop -t 30; compose's
# stop_grace_period; Kubernetes' default of 30 s is enough).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/src/main.js"]

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance, served at GET /api/metrics (system/system.routes.ts). */
    metrics: Registry
  }
}

/**
 * Operations (issue 10): the request id goes back to the client as X-Request-Id (it is in every log
 * line and problem body), and every answer is timed per route pattern, never per raw URL, so ids
 * and query strings cannot blow up the number of series.
 */
export const observabilityPlugin = fp(async function observabilityPlugin(
  app: FastifyInstance,
  { database }: { database: Database },
) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'portico_database_info',
    help: 'The database driver in use (1)',
    labelNames: ['driver'],
    registers: [registry],
    collect() {
      this.set({ driver: database.driver }, 1)
    },
  })
  const pool = database.poolStats
  if (pool) {
    new Gauge({
      name: 'portico_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }
  app.decorate('metrics', registry)

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? (request.url.startsWith('/oidc') ? '/oidc/*' : 'unmatched')
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })
})

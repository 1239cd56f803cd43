import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env.ts'

/**
 * Security headers (security.md 15), CORS allow-list, no-store on the API, and brotli or gzip (as
 * the browser accepts) for every route registered after it whose answer is text or JSON of 1 KB or
 * more. Static files come compressed from the build instead (plugins/web.ts).
 */
export const httpPlugin = fp(async function httpPlugin(app: FastifyInstance, { env }: { env: Env }) {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  const issuerOrigin = new URL(env.issuer).origin
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", issuerOrigin, 'https://*.sentry.io', 'https://*.ingest.sentry.io'],
        'frame-src': ["'self'", issuerOrigin],
        'form-action': ["'self'", issuerOrigin],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(cors, {
    origin: env.corsOrigins,
    credentials: false,
    exposedHeaders: ['ETag', 'Location'],
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store')
  })
})

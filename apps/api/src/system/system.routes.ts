import { timingSafeEqual } from 'node:crypto'
import { type Brand, ClientConfigSchema, HealthSchema } from '@portico/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { SCOPES } from '../idp/provider.ts'
import { Unauthorized } from '../lib/errors.ts'
import { serverTexts } from '../lib/texts.ts'

const systemTexts = serverTexts('system', {
  metricsToken: { en: 'A metrics token is required.', nl: 'Een metrics-token is vereist.' },
})

/** Health, the SPA's run-time configuration and the metrics: outside /api/v1 and its tenancy matrix. */
export async function systemRoutes(
  app: FastifyInstance,
  {
    database,
    env,
    brandOf,
  }: { database: Database; env: Env; brandOf: (request: FastifyRequest) => Promise<Brand> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const ok = await database.ping()
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' })
    },
  )
  r.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], operationId: 'getClientConfig', response: { 200: ClientConfigSchema } },
    },
    async (request) => ({
      brandName: env.BRAND_NAME,
      brand: await brandOf(request),
      version: process.env.npm_package_version ?? '0.1.0',
      oidc: { authority: env.issuer, clientId: env.OIDC_CLIENT_ID, scope: SCOPES, embedded: env.embeddedIdp },
      sentryDsn: env.SENTRY_DSN ?? null,
      paymentProvider: env.mollie ? ('mollie' as const) : ('sandbox' as const),
    }),
  )
  r.get(
    '/api/metrics',
    {
      // Not a user's route: its own bearer token (METRICS_TOKEN), checked here; no token set, no route.
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!env.METRICS_TOKEN) return reply.callNotFound()
      if (!sameSecret(request.headers.authorization, `Bearer ${env.METRICS_TOKEN}`)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"')
        throw new Unauthorized(systemTexts.metricsToken)
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics())
    },
  )
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

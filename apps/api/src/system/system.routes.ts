import { ClientConfigSchema, HealthSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { SCOPES } from '../idp/provider.ts'

/** Health and the SPA's run-time configuration: public, outside /api/v1. */
export async function systemRoutes(
  app: FastifyInstance,
  { database, env }: { database: Database; env: Env },
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
    async () => ({
      brandName: env.BRAND_NAME,
      version: process.env.npm_package_version ?? '0.1.0',
      oidc: { authority: env.issuer, clientId: env.OIDC_CLIENT_ID, scope: SCOPES, embedded: env.embeddedIdp },
      sentryDsn: env.SENTRY_DSN ?? null,
    }),
  )
}

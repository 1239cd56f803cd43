import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type ClaimMapping, createContextResolver, type RequestContext } from '../auth/context.ts'
import { InvalidToken, type TokenVerifier } from '../auth/tokenVerifier.ts'
import type { Db } from '../db/client.ts'
import { audit } from '../lib/audit.ts'
import { AppError, Forbidden, platformTexts, Unauthorized } from '../lib/errors.ts'
import type { Platform } from '../platform.ts'

/** Who may call a route. Every /api route must declare one: deny by default (security.md 9). */
/** `issuer`: whoever keeps books, the provider's staff or a reseller's admin and billing people. */
export type RouteAccess = 'public' | 'authenticated' | 'issuer' | 'staff' | 'super-admin'

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
  interface FastifyContextConfig {
    access?: RouteAccess
  }
  interface FastifyInstance {
    tenancy: { invalidate(): void }
    /** Every /api route with the access it declares; the tenant-isolation matrix is checked against it. */
    routeInventory: { method: string; url: string; access: RouteAccess }[]
  }
}

type Options = { db: Db; platform: Platform; verifier: () => TokenVerifier; mapping: ClaimMapping }

export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: Options) {
  const resolver = createContextResolver(opts.db, opts.platform, opts.mapping)
  app.decorate('tenancy', { invalidate: resolver.invalidate })
  app.decorateRequest('ctx', null as unknown as RequestContext)
  const inventory: FastifyInstance['routeInventory'] = []
  app.decorate('routeInventory', inventory)

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return
    const access = route.config?.access
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`)
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') inventory.push({ method, url: route.url, access })
    }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    if (!access || access === 'public') return
    const token = bearer(request)
    if (!token) throw new Unauthorized()
    let claims: Awaited<ReturnType<TokenVerifier['verify']>>
    try {
      claims = await opts.verifier().verify(token)
    } catch (error) {
      if (error instanceof InvalidToken) throw new Unauthorized(platformTexts.tokenInvalid)
      throw error
    }
    const header = request.headers['x-company']
    try {
      request.ctx = await resolver.resolve({
        token,
        claims,
        companyHeader: typeof header === 'string' ? header : undefined,
        requestId: request.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
    } catch (error) {
      if (error instanceof AppError && error.status === 403)
        await recordDenial(opts.db, request, error.message)
      throw error
    }
    const { ctx } = request
    const refused =
      (access === 'staff' && !ctx.isStaff) ||
      (access === 'issuer' && !ctx.issuerId) ||
      (access === 'super-admin' && !ctx.isSuperAdmin)
    if (refused) {
      await recordDenial(opts.db, request, `requires ${access}`)
      throw new Forbidden()
    }
  })
})

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header)
  return match?.[1] ?? null
}

async function recordDenial(db: Db, request: FastifyRequest, reason: string) {
  await audit(
    { db, requestId: request.id, ip: request.ip, user: request.ctx?.user },
    {
      action: 'access.denied',
      entity: 'route',
      entity_id: `${request.method} ${request.routeOptions.url}`,
      after: { reason },
    },
  )
}

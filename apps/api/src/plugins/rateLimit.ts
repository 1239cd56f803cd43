import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { limitTexts } from '../lib/limits.texts.ts'
import { requestLocale } from '../lib/locale.ts'
import type { Limit, RateLimiter } from '../lib/rateLimit.ts'
import { render, withValues } from '../lib/texts.ts'
import type { Limits } from '../platform.ts'
import { sendProblem } from './errors.ts'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Per-user, per-user writes and per-company request limits on every authenticated /api route
 * (security.md 17), counted in the database with one upsert per request. Runs after the auth hook,
 * before the body is read, so a refused upload costs nothing.
 */
export const rateLimitPlugin = fp(async function rateLimitPlugin(
  app: FastifyInstance,
  opts: { limiter: RateLimiter; limits: Limits },
) {
  const { limits } = opts
  if (!limits.userPerMinute && !limits.writesPerMinute && !limits.companyPerMinute) return
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ctx) return
    const verdict = await opts.limiter.hit(limitsOf(request, limits))
    if (!verdict) return
    const kind = verdict.key.slice(0, verdict.key.indexOf(':')) as 'user' | 'writes' | 'company'
    const values = { max: String(verdict.max), seconds: String(verdict.retryAfter) }
    const detail = render(withValues(limitTexts[kind], values), requestLocale(request))
    reply.header('Retry-After', String(verdict.retryAfter))
    return sendProblem(reply, 429, detail, { code: 'rate_limited' })
  })
})

function limitsOf(request: FastifyRequest, limits: Limits): Limit[] {
  const { ctx } = request
  const userId = ctx.user.id
  // The company a request counts against: its X-Company, else the caller's first company.
  const companyId = ctx.scopeCompanyId ?? ctx.memberships[0]?.company_id
  const list: Limit[] = [{ key: `user:${userId}`, max: limits.userPerMinute }]
  if (!READS.has(request.method)) list.push({ key: `writes:${userId}`, max: limits.writesPerMinute })
  if (companyId) list.push({ key: `company:${companyId}`, max: limits.companyPerMinute })
  return list
}

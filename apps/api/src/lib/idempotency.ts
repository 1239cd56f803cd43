import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { idempotencyKeys } from '../db/schema/index.ts'
import { AppError, BadRequest, Conflict, platformTexts } from './errors.ts'

/**
 * Idempotency-Key semantics (security.md 21, as Stripe does it): the same key and body replay the
 * stored response; the same key with another body is 422; a request still running is 409.
 * Without the header the request simply runs. Failed requests free the key for a retry.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<{ status: number; body: T }>,
): Promise<T> {
  const header = request.headers['idempotency-key']
  if (header === undefined) {
    const result = await run()
    reply.code(result.status)
    return result.body
  }
  const key = String(header)
  if (!/^[\w.:-]{1,200}$/.test(key)) {
    throw new BadRequest(platformTexts.idempotencyKeyFormat, [
      { field: 'Idempotency-Key', message: 'invalid' },
    ])
  }
  const { db, user } = request.ctx
  const userId = user.id
  const route = `${request.method} ${request.url.split('?')[0]}`
  const hash = createHash('sha256')
    .update(`${route}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, route, request_hash: hash, state: 'in_flight' })
    .onConflictDoNothing()
    .returning()
  const where = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key))
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where)
    if (!existing) throw new Conflict(platformTexts.idempotencyRetry)
    if (existing.request_hash !== hash) {
      throw new AppError(422, 'idempotency_mismatch', platformTexts.idempotencyMismatch)
    }
    if (existing.state === 'in_flight') throw new Conflict(platformTexts.idempotencyRunning)
    reply.code(existing.response_status ?? 200).header('Idempotent-Replayed', 'true')
    return existing.response_body as T
  }
  try {
    const result = await run()
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', response_status: result.status, response_body: result.body as object })
      .where(where)
    reply.code(result.status)
    return result.body
  } catch (error) {
    await db.delete(idempotencyKeys).where(where)
    throw error
  }
}

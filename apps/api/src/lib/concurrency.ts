import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, PreconditionFailed, platformTexts } from './errors.ts'

export const etagOf = (version: number) => `W/"${version}"`

/** The version a write expects, from If-Match (RFC 9110); 428 when it is missing. */
export function expectedVersion(request: Pick<FastifyRequest, 'headers'>): number {
  const header = request.headers['if-match']
  if (!header) throw new AppError(428, 'precondition_required', platformTexts.preconditionRequired)
  // A `*` still here means there was no current representation to match (see ifMatchAnyPlugin).
  const match = /^(?:W\/)?"(\d+)"$/.exec(header.trim())
  if (!match) throw new PreconditionFailed()
  return Number(match[1])
}

const FORWARDED = ['authorization', 'x-company', 'accept-language'] as const

/**
 * `If-Match: *` matches any current representation (RFC 9110 13.1.1). Every editable resource is
 * read with GET at the URL it is written to, so the current ETag is whatever that GET answers now:
 * the header is replaced by it before the handler runs, and every module's version check applies
 * unchanged. When the GET finds nothing, `*` stays and the write answers 412.
 */
export const ifMatchAnyPlugin = fp(async function ifMatchAnyPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return
    if (request.headers['if-match']?.trim() !== '*') return
    const headers: Record<string, string> = {}
    for (const name of FORWARDED) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const current = await app.inject({ method: 'GET', url: request.url.split('?')[0] ?? '', headers })
    if (current.statusCode !== 200) return
    const etag = current.headers.etag ?? versionInBody(current.body)
    if (typeof etag === 'string') request.headers['if-match'] = etag
  })
})

/** A read without an ETag header still carries `data.version` in its body (e.g. e-mail templates). */
function versionInBody(body: string): string | undefined {
  try {
    const version = (JSON.parse(body) as { data?: { version?: unknown } }).data?.version
    return typeof version === 'number' ? etagOf(version) : undefined
  } catch {
    return undefined
  }
}

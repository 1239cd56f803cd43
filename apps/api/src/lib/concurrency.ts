import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError, PreconditionFailed, platformTexts } from './errors.ts'

export const etagOf = (version: number) => `W/"${version}"`

export function sendWithEtag<T>(reply: FastifyReply, version: number, body: T): T {
  reply.header('ETag', etagOf(version))
  return body
}

/** The version a write expects, from If-Match (RFC 9110); 428 when it is missing. */
export function expectedVersion(request: Pick<FastifyRequest, 'headers'>): number {
  const header = request.headers['if-match']
  if (!header) throw new AppError(428, 'precondition_required', platformTexts.preconditionRequired)
  const match = /^(?:W\/)?"(\d+)"$/.exec(header.trim())
  if (!match) throw new PreconditionFailed()
  return Number(match[1])
}

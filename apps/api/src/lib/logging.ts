import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from './redact.ts'

/** An incoming X-Request-Id is kept only when it is a short, safe token (it ends up in logs and bodies). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/

export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID()
}

/** Fastify's logger: every request line carries `request_id`, and no line carries a secret. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  }
}

import type { FastifyRequest } from 'fastify'

export type Locale = 'en' | 'nl'

/** The language of the caller: the user's stored choice, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const stored = request.ctx?.user.locale
  if (stored === 'en' || stored === 'nl') return stored
  const header = request.headers['accept-language'] ?? ''
  return /^\s*nl\b/i.test(header) ? 'nl' : 'en'
}

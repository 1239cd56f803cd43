import { textFor, VALIDATION_TEXTS } from '@portico/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, type FieldError, platformTexts } from '../lib/errors.ts'
import { type Locale, requestLocale } from '../lib/locale.ts'
import { render, type Text } from '../lib/texts.ts'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  428: 'Precondition Required',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

const localeErrors = { en: z.locales.en().localeError, nl: z.locales.nl().localeError }
const VALIDATION_TITLE = { en: 'Invalid input', nl: 'Ongeldige invoer' }

type Field = { field: string; message: string }

/** A coded text in the caller's language; a plain string is a machine token (e.g. "missing") and stays. */
function say(text: Text | string, locale: Locale): string {
  return typeof text === 'string' ? text : render(text, locale)
}

/** A contract's validation message (a code) in the caller's language. */
function validationMessage(message: string, locale: Locale): string {
  return textFor(VALIDATION_TEXTS, message, locale)
}

const sayFields = (fields: FieldError[] | undefined, locale: Locale) =>
  fields?.map((f) => ({ field: f.field, message: say(f.message, locale) }))

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: { code?: string; errors?: Field[] } = {},
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: TITLES[status] ?? 'Error',
      status,
      detail,
      instance: reply.request.url.split('?')[0],
      request_id: reply.request.id,
      ...extra,
    })
}

/** One error shape (RFC 9457) for every failure; no stack traces or SQL ever leave the server. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const locale = requestLocale(request)
      const fields = error.validation.map((v) => {
        const issue = { code: v.keyword, ...v.params } as unknown as Parameters<
          (typeof localeErrors)['en']
        >[0]
        const keys = v.keyword === 'unrecognized_keys' ? (v.params.keys as string[]).join(',') : ''
        const path = [v.instancePath.replace(/^\//, '').replaceAll('/', '.'), keys].filter(Boolean).join('.')
        const where = [error.validationContext, path].filter((p) => p && p !== 'body').join('.')
        // A contract's own message (e.g. "Use a two-letter country code") wins over zod's generic one.
        const generic = localeErrors.en(issue)
        const custom = v.message && v.message !== (typeof generic === 'string' ? generic : generic?.message)
        const localized = localeErrors[locale](issue)
        const message = custom
          ? validationMessage(v.message ?? '', locale)
          : typeof localized === 'string'
            ? localized
            : (localized?.message ?? v.message ?? '')
        return { field: where || String(error.validationContext ?? ''), message }
      })
      const detail = `${VALIDATION_TITLE[locale]}: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`
      return sendProblem(reply, 400, detail, { code: 'validation_failed', errors: fields })
    }
    if (error instanceof AppError) {
      const locale = requestLocale(request)
      if (error.headers) reply.headers(error.headers)
      return sendProblem(reply, error.status, say(error.text, locale), {
        code: error.code,
        errors: sayFields(error.fields, locale),
      })
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return sendProblem(reply, status, render(platformTexts.internal, requestLocale(request)), {
        code: 'internal',
      })
    }
    return sendProblem(reply, status, error.message, { code: error.code?.toLowerCase() })
  })
})

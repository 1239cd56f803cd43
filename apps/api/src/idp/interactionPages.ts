import type { Brand } from '@portico/contracts'
import { darkModeTextColor } from '@portico/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  type CodeError,
  type LoginError,
  type LoginLocale,
  renderCodePage,
  renderLoginPage,
  renderMessagePage,
} from './loginPage.ts'

/** What the sign-in screens need: the portal's brand, the white-label one, the public URL. */
export type PageOptions = {
  brand: string
  /** The white-label brand of the address the sign-in was reached through (host name or brand cookie). */
  brandOf?: (request: FastifyRequest) => Promise<Brand>
  publicUrl: string
}

/** The brand's name and look for the page this request gets (the portal's when no brand applies). */
export async function branded(reply: FastifyReply, opts: PageOptions) {
  const brand = opts.brandOf ? await opts.brandOf(reply.request) : null
  if (!brand) return { brand: opts.brand }
  const accent = brand.primary_color
  return {
    brand: brand.brand_name,
    look: { accent, darkAccent: accent && darkModeTextColor(accent), logoUrl: brand.logo_url },
  }
}

/** What a sign-in screen of interaction `uid` shows: the brand, its form's action, the link to the other language. */
async function screen(
  reply: FastifyReply,
  opts: PageOptions,
  uid: string,
  locale: LoginLocale,
  step: string,
) {
  const other: LoginLocale = locale === 'en' ? 'nl' : 'en'
  return {
    ...(await branded(reply, opts)),
    action: `/interaction/${encodeURIComponent(uid)}/${step}`,
    locale,
    switchHref: `/interaction/${encodeURIComponent(uid)}?lang=${other}`,
    forgotHref: `/account/forgot-password?lang=${locale}`,
  }
}

/** A sign-in screen's answer: HTML, never cached. */
export const html = (reply: FastifyReply, status: number) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8')

/** E-mail and password; a missing field answers 400, another error `status`. */
export async function signInPage(
  reply: FastifyReply,
  opts: PageOptions,
  uid: string,
  locale: LoginLocale,
  email?: string,
  error?: LoginError,
  status = 200,
) {
  const page = await screen(reply, opts, uid, locale, 'login')
  return html(reply, error === 'required' ? 400 : error ? status : 200).send(
    renderLoginPage({ ...page, email, error }),
  )
}

/** The second factor's code; an error answers `status`. */
export async function codePage(
  reply: FastifyReply,
  opts: PageOptions,
  uid: string,
  locale: LoginLocale,
  error?: CodeError,
  status = 200,
) {
  const page = await screen(reply, opts, uid, locale, 'code')
  return html(reply, error ? status : 200).send(renderCodePage({ ...page, error }))
}

/** The sign-in this page belonged to is gone (expired or finished): a way back to the portal. */
export function expired(reply: FastifyReply, opts: PageOptions, locale: LoginLocale) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(renderMessagePage({ brand: opts.brand, locale, home: `${opts.publicUrl}/` }))
}

/** The first of `preferred` that names English or Dutch, else the browser's language. */
export function pickLocale(request: FastifyRequest, ...preferred: unknown[]): LoginLocale {
  for (const p of preferred) {
    if (typeof p === 'string') {
      const first = p.split(/[\s,]/)[0]?.slice(0, 2).toLowerCase()
      if (first === 'nl' || first === 'en') return first
    }
  }
  return /^\s*nl\b/i.test(request.headers['accept-language'] ?? '') ? 'nl' : 'en'
}

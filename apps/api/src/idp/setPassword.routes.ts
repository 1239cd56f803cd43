import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/client.ts'
import { idpAccounts, invitations } from '../db/schema/index.ts'
import { audit } from '../lib/audit.ts'
import type { RateLimiter } from '../lib/rateLimit.ts'
import { invitationTokenHash } from '../modules/company/users.service.ts'
import { hashPassword } from './accounts.ts'
import { type LoginLocale, renderMessagePage, renderSetPasswordPage } from './loginPage.ts'

type Options = { db: Db; limiter: RateLimiter; brand: string; publicUrl: string }

/** Invited users of the embedded IdP choose their password through a one-time link. */
export async function setPasswordRoutes(app: FastifyInstance, opts: Options) {
  const findInvitation = async (token: string) => {
    const [row] = await opts.db
      .select({ invitation: invitations, email: idpAccounts.email })
      .from(invitations)
      .innerJoin(idpAccounts, eq(idpAccounts.id, invitations.account_id))
      .where(
        and(
          eq(invitations.token_hash, invitationTokenHash(token)),
          isNull(invitations.used_at),
          gt(invitations.expires_at, new Date()),
        ),
      )
    return row
  }
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body)
  const locale = (v: unknown): LoginLocale => (v === 'nl' ? 'nl' : 'en')
  const message = (
    reply: FastifyReply,
    lang: LoginLocale,
    text: 'linkInvalid' | 'throttled',
    status: number,
  ) =>
    html(
      reply,
      renderMessagePage({ brand: opts.brand, locale: lang, home: `${opts.publicUrl}/`, message: text }),
      status,
    )
  const form = (reply: FastifyReply, token: string, lang: LoginLocale, email: string, error?: 'tooShort') => {
    const action = `/account/set-password/${encodeURIComponent(token)}`
    const page = renderSetPasswordPage({ brand: opts.brand, action, locale: lang, email, error })
    return html(reply, page, error ? 400 : 200)
  }

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/account/set-password/:token',
    async (request, reply) => {
      const lang = locale(request.query.lang)
      const found = await findInvitation(request.params.token)
      if (!found) return message(reply, lang, 'linkInvalid', 404)
      return form(reply, request.params.token, lang, found.email)
    },
  )

  app.post<{ Params: { token: string }; Body: { password?: string; lang?: string } }>(
    '/account/set-password/:token',
    async (request, reply) => {
      const lang = locale(request.body?.lang)
      // Each attempt costs an argon2 hash: at most 20 a minute per client address, across instances.
      const throttled = await opts.limiter.hit([{ key: `set-password-ip:${request.ip}`, max: 20 }])
      if (throttled) {
        reply.header('Retry-After', String(throttled.retryAfter))
        return message(reply, lang, 'throttled', 429)
      }
      const found = await findInvitation(request.params.token)
      if (!found) return message(reply, lang, 'linkInvalid', 404)
      const password = String(request.body?.password ?? '')
      if (password.length < 10 || password.length > 1024) {
        return form(reply, request.params.token, lang, found.email, 'tooShort')
      }
      const hash = await hashPassword(password)
      await opts.db.transaction(async (tx) => {
        await tx
          .update(idpAccounts)
          .set({ password_hash: hash })
          .where(eq(idpAccounts.id, found.invitation.account_id ?? ''))
        await tx
          .update(invitations)
          .set({ used_at: new Date() })
          .where(eq(invitations.id, found.invitation.id))
        await audit(
          { db: tx, requestId: request.id, ip: request.ip, user: { id: found.invitation.user_id } },
          {
            action: 'auth.password_set',
            entity: 'idp_account',
            entity_id: found.invitation.account_id,
          },
        )
      })
      return reply.redirect(`${opts.publicUrl}/`, 303)
    },
  )
}

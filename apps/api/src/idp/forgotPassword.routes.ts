import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { endSessions } from '../auth/sessions.ts'
import { systemContext } from '../auth/system.ts'
import type { Db } from '../db/client.ts'
import { companies, idpAccounts, idpPasswordResets, memberships, users } from '../db/schema/index.ts'
import { audit } from '../lib/audit.ts'
import type { RateLimiter } from '../lib/rateLimit.ts'
import { brandForCompany } from '../modules/company/brandSeen.service.ts'
import { queueMail } from '../modules/mail/mail.service.ts'
import type { Platform } from '../platform.ts'
import { hashPassword } from './accounts.ts'
import { branded, html, type PageOptions, pickLocale } from './interactionPages.ts'
import { EMBEDDED_ISSUER } from './issuers.ts'
import { isLockedOut, normaliseEmail } from './lockout.ts'
import { type LoginLocale, renderForgotPage, renderMessagePage, renderSetPasswordPage } from './loginPage.ts'

type Options = PageOptions & { db: Db; platform: Platform; limiter: RateLimiter; loginRateLimit: number }

/** How long a reset link works. */
const VALID_MINUTES = 30
const ForgotFormSchema = z.object({
  email: z.string().max(320).default(''),
  lang: z.enum(['en', 'nl']).optional(),
})
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const MAIL = {
  en: {
    subject: (brand: string) => `${brand}: choose a new password`,
    text: (name: string, brand: string, link: string) =>
      `Hello ${name},\n\nSomeone, hopefully you, asked to reset the password of your ${brand} account.\nChoose a new password here (the link works once, for ${VALID_MINUTES} minutes):\n${link}\n\nChoosing one signs your account out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.\n`,
  },
  nl: {
    subject: (brand: string) => `${brand}: kies een nieuw wachtwoord`,
    text: (name: string, brand: string, link: string) =>
      `Beste ${name},\n\nIemand, hopelijk u, heeft gevraagd het wachtwoord van uw account bij ${brand} opnieuw in te stellen.\nKies hier een nieuw wachtwoord (de link werkt één keer, ${VALID_MINUTES} minuten lang):\n${link}\n\nDaarmee wordt uw account overal uitgelogd. Heeft u hier niet om gevraagd? Negeer dan deze mail: uw wachtwoord blijft zoals het is.\n`,
  },
}

/**
 * "Forgot your password" on the embedded IdP's sign-in page (issue 27, item 4): a one-time link by
 * mail, valid 30 minutes; the same answer whether or not the address has an account; the sign-in's
 * rate limit per client (and one per address) applies, and a locked account gets no link until the
 * lockout ends. Choosing the new password signs the account out everywhere. Both languages; the
 * page and the mail in the brand the person meets (their reseller's).
 */
export async function forgotPasswordRoutes(app: FastifyInstance, opts: Options) {
  const { db } = opts
  const message = async (reply: FastifyReply, locale: LoginLocale, text: Message, status = 200) =>
    html(reply, status).send(
      renderMessagePage({
        ...(await branded(reply, opts)),
        locale,
        home: `${opts.publicUrl}/`,
        message: text,
      }),
    )
  const forgotForm = async (
    reply: FastifyReply,
    locale: LoginLocale,
    email?: string,
    error?: 'emailRequired' | 'throttled',
    status = 200,
  ) =>
    html(reply, error ? status : 200).send(
      renderForgotPage({
        ...(await branded(reply, opts)),
        action: '/account/forgot-password',
        locale,
        switchHref: `/account/forgot-password?lang=${locale === 'en' ? 'nl' : 'en'}`,
        email,
        error,
      }),
    )

  app.get<{ Querystring: { lang?: string } }>('/account/forgot-password', async (request, reply) =>
    forgotForm(reply, pickLocale(request, request.query.lang)),
  )

  app.post('/account/forgot-password', async (request, reply) => {
    const form = ForgotFormSchema.safeParse(request.body ?? {})
    const locale = pickLocale(request, form.success ? form.data.lang : undefined)
    const email = form.success ? normaliseEmail(form.data.email) : ''
    if (!email) return forgotForm(reply, locale, email, 'emailRequired', 400)
    // The sign-in's own budget per client address, and a few links an hour per address.
    const throttled = await opts.limiter.hit([
      { key: `login-ip:${request.ip}`, max: opts.loginRateLimit },
      { key: `password-reset:${email}`, max: 3 },
    ])
    if (throttled) {
      reply.header('Retry-After', String(throttled.retryAfter))
      return forgotForm(reply, locale, email, 'throttled', 429)
    }
    await sendResetLink(opts, email, locale, request)
    // The same answer either way: nobody learns from it whether an address has an account.
    return message(reply, locale, 'sent')
  })

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/account/reset-password/:token',
    async (request, reply) => {
      const locale = pickLocale(request, request.query.lang)
      const found = await findReset(db, request.params.token)
      if (!found) return message(reply, locale, 'resetLinkInvalid', 404)
      return resetForm(reply, opts, request.params.token, locale, found.email)
    },
  )

  app.post<{ Params: { token: string }; Body: { password?: string; lang?: string } }>(
    '/account/reset-password/:token',
    async (request, reply) => {
      const locale = pickLocale(request, request.body?.lang)
      // Each attempt costs an argon2 hash: the set-password budget per client address.
      const throttled = await opts.limiter.hit([{ key: `set-password-ip:${request.ip}`, max: 20 }])
      if (throttled) {
        reply.header('Retry-After', String(throttled.retryAfter))
        return message(reply, locale, 'throttled', 429)
      }
      const found = await findReset(db, request.params.token)
      if (!found) return message(reply, locale, 'resetLinkInvalid', 404)
      const password = String(request.body?.password ?? '')
      if (password.length < 10 || password.length > 1024)
        return resetForm(reply, opts, request.params.token, locale, found.email, 'tooShort')
      const hash = await hashPassword(password)
      const done = await db.transaction(async (tx) => {
        // Used once: the row is taken in this statement, a second request finds it used.
        const [taken] = await tx
          .update(idpPasswordResets)
          .set({ used_at: new Date() })
          .where(and(eq(idpPasswordResets.id, found.id), isNull(idpPasswordResets.used_at)))
          .returning({ id: idpPasswordResets.id })
        if (!taken) return false
        await tx.update(idpAccounts).set({ password_hash: hash }).where(eq(idpAccounts.id, found.account_id))
        await endSessions(tx, found.account_id, null)
        await audit(
          { db: tx, requestId: request.id, ip: request.ip },
          { action: 'auth.password_reset', entity: 'idp_account', entity_id: found.account_id },
        )
        return true
      })
      if (!done) return message(reply, locale, 'resetLinkInvalid', 404)
      return message(reply, locale, 'resetDone')
    },
  )
}

type Message = 'sent' | 'resetLinkInvalid' | 'resetDone' | 'throttled'

async function resetForm(
  reply: FastifyReply,
  opts: PageOptions,
  token: string,
  locale: LoginLocale,
  email: string,
  error?: 'tooShort',
) {
  const action = `/account/reset-password/${encodeURIComponent(token)}`
  const page = renderSetPasswordPage({
    ...(await branded(reply, opts)),
    action,
    locale,
    email,
    error,
    reset: true,
  })
  return html(reply, error ? 400 : 200).send(page)
}

/** A link that still works: not used, not older than 30 minutes; its account not disabled. */
async function findReset(db: Db, token: string) {
  const [row] = await db
    .select({ id: idpPasswordResets.id, account_id: idpPasswordResets.account_id, email: idpAccounts.email })
    .from(idpPasswordResets)
    .innerJoin(idpAccounts, eq(idpAccounts.id, idpPasswordResets.account_id))
    .where(
      and(
        eq(idpPasswordResets.token_hash, tokenHash(token)),
        isNull(idpPasswordResets.used_at),
        gt(idpPasswordResets.expires_at, new Date()),
        isNull(idpAccounts.disabled_at),
      ),
    )
  return row
}

/** The link, to an account that exists, is not disabled and not locked out; nothing otherwise. */
async function sendResetLink(
  opts: Options,
  email: string,
  requested: LoginLocale,
  request: { id: string; ip: string },
) {
  const { db, platform } = opts
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.email, email), isNull(idpAccounts.disabled_at)))
  if (!account || (await isLockedOut(db, email))) return
  // The brand the person meets: that of their first company (a reseller's customer: the reseller's).
  const [company] = await db
    .select({ id: companies.id, provider_id: companies.provider_id })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(and(eq(users.issuer, EMBEDDED_ISSUER), eq(users.subject, account.id)))
    .orderBy(asc(companies.name))
    .limit(1)
  const token = randomBytes(32).toString('base64url')
  const locale: LoginLocale = account.locale === 'nl' || account.locale === 'en' ? account.locale : requested
  const link = `${opts.publicUrl}/account/reset-password/${token}?lang=${locale}`
  const ctx = await systemContext({ db, platform }, company?.provider_id ?? null, `request:${request.id}`)
  const brand = company ? (await brandForCompany(ctx, company.id)).brand_name : opts.brand
  await ctx.transaction(async (tx) => {
    await tx.db.insert(idpPasswordResets).values({
      account_id: account.id,
      token_hash: tokenHash(token),
      expires_at: new Date(Date.now() + VALID_MINUTES * 60_000),
    })
    await queueMail(tx, {
      to: account.email,
      ...(company ? { companyId: company.id } : {}),
      subject: MAIL[locale].subject(brand),
      text: MAIL[locale].text(account.display_name, brand, link),
    })
    await audit(tx, { action: 'auth.password_reset_requested', entity: 'idp_account', entity_id: account.id })
  })
}

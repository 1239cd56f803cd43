import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { audit } from '../lib/audit.ts'
import type { RateLimiter } from '../lib/rateLimit.ts'
import { checkCredentials, findIdpAccount } from './accounts.ts'
import { codePage, expired, type PageOptions, pickLocale, signInPage } from './interactionPages.ts'
import { clearFailures, isLockedOut, normaliseEmail, recordFailure } from './lockout.ts'
import { acceptSecondFactor, twoFactorEnabled } from './twoFactor.ts'

type Options = PageOptions & {
  db: Db
  limiter: RateLimiter
  provider: Provider
  lockout: { maxAttempts: number; lockoutMinutes: number }
  /** Login attempts per client address per minute, counted in the database across instances. */
  loginRateLimit: number
}

const LoginFormSchema = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
  lang: z.enum(['en', 'nl']).optional(),
})
const CodeFormSchema = z.object({
  code: z.string().max(32).default(''),
  lang: z.enum(['en', 'nl']).optional(),
})

type Details = Awaited<ReturnType<Provider['interactionDetails']>>
/** The account whose password was right and whose second factor is still asked (kept on the interaction). */
const pendingAccount = (details: Details) =>
  (details.result as { twoFactor?: { accountId: string } } | undefined)?.twoFactor?.accountId

/** The embedded IdP's own sign-in screens (English and Dutch), outside /oidc so Fastify routes them. */
export async function interactionRoutes(app: FastifyInstance, opts: Options) {
  const { provider } = opts

  app.get('/idp-logout.js', async (_request, reply) =>
    reply
      .type('text/javascript')
      .send(
        "const f=document.getElementById('op.logoutForm');if(f){const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()}",
      ),
  )

  app.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
    '/interaction/:uid',
    async (request, reply) => {
      const details = await detailsOrNull(provider, request, reply)
      // A finished or expired sign-in (the browser's Back after signing in, an old bookmark): the
      // portal, which restores the tab's session or starts a new sign-in. Never a dead end.
      if (!details) return reply.redirect(`${opts.publicUrl}/`, 303)
      const locale = pickLocale(request, request.query.lang, details.params.ui_locales)
      if (details.prompt.name !== 'login') return finishConsent(provider, request, reply, details)
      if (pendingAccount(details)) return codePage(reply, opts, request.params.uid, locale)
      return signInPage(reply, opts, request.params.uid, locale)
    },
  )

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (request, reply) => {
    const form = LoginFormSchema.safeParse(request.body ?? {})
    const locale = pickLocale(request, form.data?.lang)
    const email = form.data?.email.trim() ?? ''
    const throttled = await opts.limiter.hit([{ key: `login-ip:${request.ip}`, max: opts.loginRateLimit }])
    if (throttled) {
      reply.header('Retry-After', String(throttled.retryAfter))
      return signInPage(reply, opts, request.params.uid, locale, email, 'throttled', 429)
    }
    const details = await detailsOrNull(provider, request, reply)
    if (!details) return expired(reply, opts, locale)
    const password = form.data?.password ?? ''
    if (!email || !password) return signInPage(reply, opts, request.params.uid, locale, email, 'required')
    const result = await checkCredentials(opts.db, email, password, opts.lockout)
    const actor = { requestId: request.id, ip: request.ip }
    if (!result.ok) {
      await audit(
        { ...actor, db: opts.db },
        {
          action: 'auth.login_failed',
          entity: 'idp_account',
          after: { email, reason: result.reason },
        },
      )
      return signInPage(reply, opts, request.params.uid, locale, email, result.reason, 401)
    }
    if (await twoFactorEnabled(opts.db, result.account.id)) {
      // The second step: the interaction remembers whose password was right until the code is given.
      details.result = { twoFactor: { accountId: result.account.id } }
      await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)))
      return codePage(reply, opts, request.params.uid, locale)
    }
    return signedIn(request, reply, opts, result.account)
  })

  app.post<{ Params: { uid: string } }>('/interaction/:uid/code', async (request, reply) => {
    const form = CodeFormSchema.safeParse(request.body ?? {})
    const locale = pickLocale(request, form.data?.lang)
    const uid = request.params.uid
    const throttled = await opts.limiter.hit([{ key: `login-ip:${request.ip}`, max: opts.loginRateLimit }])
    if (throttled) {
      reply.header('Retry-After', String(throttled.retryAfter))
      return codePage(reply, opts, uid, locale, 'throttled', 429)
    }
    const details = await detailsOrNull(provider, request, reply)
    const accountId = details && pendingAccount(details)
    const account = accountId ? await findIdpAccount(opts.db, accountId) : undefined
    if (!account) return expired(reply, opts, locale)
    // Wrong codes count toward the same lockout as wrong passwords (decision 0006).
    if (await isLockedOut(opts.db, normaliseEmail(account.email)))
      return codePage(reply, opts, uid, locale, 'locked', 401)
    const code = form.data?.code.trim() ?? ''
    if (!code) return codePage(reply, opts, uid, locale, 'codeRequired', 400)
    const check = await acceptSecondFactor(opts.db, account.id, code)
    if ('refused' in check) {
      const locked = await recordFailure(opts.db, normaliseEmail(account.email), opts.lockout)
      await audit(
        { requestId: request.id, ip: request.ip, db: opts.db },
        {
          action: 'auth.login_failed',
          entity: 'idp_account',
          entity_id: account.id,
          after: { reason: 'code' },
        },
      )
      return codePage(reply, opts, uid, locale, locked ? 'locked' : check.refused, 401)
    }
    return signedIn(request, reply, opts, account, check.accepted)
  })
}

/** Ends a successful sign-in: failures forgotten, audited, back to oidc-provider. */
async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: Options,
  account: { id: string; email: string },
  secondFactor?: 'totp' | 'recovery',
) {
  await clearFailures(opts.db, normaliseEmail(account.email))
  await audit(
    { requestId: request.id, ip: request.ip, db: opts.db },
    {
      action: 'auth.login',
      entity: 'idp_account',
      entity_id: account.id,
      ...(secondFactor ? { after: { second_factor: secondFactor } } : {}),
    },
  )
  const returnTo = await opts.provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  )
  return reply.redirect(returnTo, 303)
}

async function detailsOrNull(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw)
  } catch {
    return null
  }
}

async function finishConsent(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  details: Details,
) {
  // First-party client: loadExistingGrant normally grants everything; this covers a grant that went missing.
  const grant = new provider.Grant({
    accountId: details.session?.accountId,
    clientId: String(details.params.client_id),
  })
  grant.addOIDCScope(String(details.params.scope ?? 'openid'))
  const grantId = await grant.save()
  const returnTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    { consent: { grantId } },
    {
      mergeWithLastSubmission: true,
    },
  )
  return reply.redirect(returnTo, 303)
}

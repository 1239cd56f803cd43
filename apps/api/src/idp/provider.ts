import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider'
import { recordSignIn } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { escapeHtml } from '../lib/html.ts'
import { findIdpAccount, organizationsOf } from './accounts.ts'
import { createAdapterClass } from './adapter.ts'
import type { IdpSecrets } from './keys.ts'

export type IdpOptions = {
  db: Db
  issuer: string
  publicUrl: string
  audience: string
  /** Audiences this IdP issued under earlier addresses (idp/issuers.ts): refresh tokens keep them. */
  acceptsAudience: (audience: string) => Promise<boolean>
  clientId: string
  /** Whether a client may ask for `offline_access` (OIDC_OFFLINE_ACCESS); off by default. */
  offlineAccess: boolean
  secrets: IdpSecrets
  /** Extra redirect URIs (e.g. the Vite dev server). */
  extraOrigins: string[]
}

export const SCOPES = 'openid address roles email profile organization'
const ACCESS_TOKEN_TTL = 15 * 60

/** The embedded OpenID Connect provider, mounted at /oidc. */
export function createIdentityProvider(opts: IdpOptions): Provider {
  const origins = [opts.publicUrl, ...opts.extraOrigins]
  const configuration: Configuration = {
    adapter: createAdapterClass(opts.db),
    clients: [
      {
        client_id: opts.clientId,
        client_name: 'Portico',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    jwks: opts.secrets.jwks as Configuration['jwks'],
    cookies: { keys: opts.secrets.cookieKeys },
    scopes: SCOPES.split(' ').concat(opts.offlineAccess ? ['offline_access'] : []),
    claims: {
      openid: ['sub'],
      address: ['address'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
      roles: ['roles'],
      organization: ['organization'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => opts.audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== opts.audience && !(await opts.acceptsAudience(indicator)))
            throw new errors.InvalidTarget()
          return {
            scope: 'roles organization',
            audience: indicator,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The portal is a first-party client: grant its scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx
      if (!oidc.session?.accountId || !oidc.client) return undefined
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId)
      const grant = grantId
        ? await oidc.provider.Grant.find(grantId)
        : new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId })
      if (!grant) return undefined
      grant.addOIDCScope(opts.offlineAccess ? `${SCOPES} offline_access` : SCOPES)
      grant.addOIDCClaims(['sub'])
      grant.addResourceScope(opts.audience, 'roles organization')
      await grant.save()
      // Where and when: what the user's list of sessions shows (issue 27, item 3).
      await recordSignIn(opts.db, {
        grantId: grant.jti,
        accountId: oidc.session.accountId,
        userAgent: ctx.get('user-agent') || null,
        ip: ctx.ip,
      })
      return grant
    },
    findAccount: async (_ctx, sub) => {
      const account = await findIdpAccount(opts.db, sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, ...(await profileClaims(opts, account.id)) }),
      }
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined
      // The grant names the sign-in session: the API refuses the token once the session has ended.
      return { ...(await profileClaims(opts, token.accountId)), grant_id: token.grantId }
    },
    renderError: async (ctx, _out, error) => {
      ctx.type = 'html'
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><main><h1>Sign-in error</h1><p>${error instanceof errors.OIDCProviderError ? escapeHtml(error.error_description ?? error.message) : 'Something went wrong.'}</p>
<p><a href="${opts.publicUrl}/">Back to the portal</a></p></main></body></html>`
    },
  }
  const provider = new Provider(opts.issuer, configuration)
  provider.proxy = true
  provider.use(endEveryGrantAtLogout)
  return provider
}

async function profileClaims(opts: IdpOptions, accountId: string) {
  const account = await findIdpAccount(opts.db, accountId)
  if (!account) return {}
  return {
    email: account.email,
    email_verified: true,
    name: account.display_name,
    given_name: account.first_name ?? undefined,
    family_name: account.last_name ?? undefined,
    preferred_username: account.email,
    locale: account.locale ?? undefined,
    roles: account.roles,
    organization: await organizationsOf(opts.db, account.id),
  }
}

/**
 * Signing out ends every grant the session held, those that would persist a logout (`offline_access`)
 * included: oidc-provider keeps those by design, the portal does not (issue 27, item 2).
 */
async function endEveryGrantAtLogout(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next()
  if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status !== 303) return
  for (const { grantId } of Object.values(ctx.oidc.session?.authorizations ?? {})) {
    if (!grantId) continue
    await (await ctx.oidc.provider.Grant.find(grantId))?.destroy()
    // The database adapter (idp/adapter.ts) removes every token of the grant, whatever its model.
    await ctx.oidc.provider.RefreshToken.adapter.revokeByGrantId(grantId)
  }
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  // Logging out from the portal needs no extra confirmation: submit the provider's form straight away.
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title>
<script src="/idp-logout.js" defer></script></head><body><main>${form}
<noscript><button form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript></main></body></html>`
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  ctx.redirect('/')
}

import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import { freePort } from './freePort.ts'

export type ExternalIdp = { issuer: string; close(): Promise<void> }

/**
 * A second, independent OpenID provider on its own port that issues Keycloak-shaped access tokens:
 * roles under realm_access.roles, organizations as { alias: { id } }. Its login form takes any e-mail.
 */
export async function startExternalIdp(opts: {
  audience: string
  redirectUri: string
  roles: string[]
  organization: Record<string, { id: string }> | string[]
}): Promise<ExternalIdp> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'kc-1' }
  const profile = (sub: string) => ({
    sub,
    email: `${sub}@external.example`,
    preferred_username: sub,
    name: 'Kim Keycloak',
    given_name: 'Kim',
    family_name: 'Keycloak',
  })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portico-web',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [opts.redirectUri],
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access', 'address', 'roles', 'email', 'profile', 'organization'],
    claims: {
      openid: ['sub'],
      address: ['address'],
      email: ['email'],
      profile: ['name', 'preferred_username', 'given_name', 'family_name'],
      roles: ['realm_access'],
      organization: ['organization'],
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => opts.audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'roles organization',
          audience: opts.audience,
          accessTokenTTL: 300,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx
      if (!oidc.session?.accountId || !oidc.client) return undefined
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      })
      grant.addOIDCScope('openid address email profile roles organization')
      grant.addResourceScope(opts.audience, 'roles organization')
      await grant.save()
      return grant
    },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => profile(sub) }),
    extraTokenClaims: async (_ctx, token) =>
      token.kind === 'AccessToken' && token.accountId
        ? {
            ...profile(token.accountId),
            realm_access: { roles: opts.roles },
            organization: opts.organization,
          }
        : undefined,
  })
  const callback = provider.callback()
  const server: Server = createServer(async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '')
    if (!match) return callback(req, res)
    if (!match[2]) {
      res.setHeader('content-type', 'text/html')
      return res.end(
        `<form method="post" action="/interaction/${match[1]}/login"><input name="email"></form>`,
      )
    }
    let body = ''
    for await (const chunk of req) body += chunk
    const sub = (new URLSearchParams(body).get('email') ?? 'someone').split('@')[0] ?? 'someone'
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

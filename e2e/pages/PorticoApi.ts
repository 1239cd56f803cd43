import { createHash, randomBytes } from 'node:crypto'

type Json = Record<string, unknown>

/** Cookies across the IdP's redirects, as a browser would keep them. */
class CookieJar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair?.indexOf('=') ?? -1
      if (pair && index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1))
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/** Signs in like the SPA does (authorization code + PKCE S256) and returns the access token. */
async function loginWithPkce(baseUrl: string, email: string, password: string): Promise<string> {
  const issuer = `${baseUrl}/oidc`
  const redirectUri = `${baseUrl}/auth/callback`
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }
  const verifier = randomBytes(32).toString('base64url')
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: 'portico-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('base64url'),
  }).toString()
  const jar = new CookieJar()
  let response = await fetch(authorize, { redirect: 'manual' })
  jar.store(response)
  const loginUrl = new URL(response.headers.get('location') ?? '', authorize)
  const form = await (await fetch(loginUrl, { headers: { cookie: jar.header() } })).text()
  const action = /action="([^"]+)"/.exec(form)?.[1]
  if (!action) throw new Error('no login form')
  response = await fetch(new URL(action.replaceAll('&amp;', '&'), loginUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ email, password }),
  })
  jar.store(response)
  let location = response.headers.get('location')
  for (let hops = 0; location && !location.startsWith(redirectUri) && hops < 10; hops++) {
    response = await fetch(new URL(location, loginUrl), {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    })
    jar.store(response)
    location = response.headers.get('location')
  }
  const code = location ? new URL(location).searchParams.get('code') : null
  if (!code) throw new Error(`login of ${email} did not return a code`)
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'portico-web',
      code_verifier: verifier,
    }),
  })
  return ((await token.json()) as { access_token: string }).access_token
}

export type Record_ = { id: string; name: string; number: number; version: number; parent_id: string | null }

/** Test data through the API, for setup that is not what a test is about. */
export class PorticoApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<PorticoApi> {
    return new PorticoApi(baseUrl, await loginWithPkce(baseUrl, email, password))
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }

  async createRecord(kind: 'customers' | 'resellers', input: Json): Promise<Record_> {
    return (await this.request<{ data: Record_ }>('POST', `/${kind}`, input)).data
  }

  async getRecord(kind: 'customers' | 'resellers', id: string): Promise<Record_> {
    return (await this.request<{ data: Record_ }>('GET', `/${kind}/${id}`)).data
  }

  /** A full PUT with the current version, as someone else saving while a form is open. */
  async renameRecord(kind: 'customers' | 'resellers', id: string, name: string): Promise<Record_> {
    const current = await this.getRecord(kind, id)
    return (
      await this.request<{ data: Record_ }>(
        'PUT',
        `/${kind}/${id}`,
        { name },
        { 'if-match': `W/"${current.version}"` },
      )
    ).data
  }

  async findRecord(kind: 'customers' | 'resellers', name: string): Promise<Record_ | undefined> {
    const page = await this.request<{ data: Record_[] }>(
      'GET',
      `/${kind}?q=${encodeURIComponent(name)}&limit=50`,
    )
    return page.data.find((record) => record.name === name)
  }

  async addContact(kind: 'customers' | 'resellers', id: string, input: Json): Promise<{ id: string }> {
    return (await this.request<{ data: { id: string } }>('POST', `/${kind}/${id}/contacts`, input)).data
  }

  /** Staff only: the mail the portal wrote, newest first. */
  async outbox(): Promise<{ to: string; subject: string; text: string }[]> {
    return (
      await this.request<{ data: { to: string; subject: string; text: string }[] }>('GET', '/mail/outbox')
    ).data
  }
}

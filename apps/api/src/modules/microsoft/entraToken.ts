/** The partner's app registration in Entra ID (MICROSOFT_*): client credentials and the partner's tenant. */
export type EntraSettings = {
  /** https://login.microsoftonline.com */
  loginUrl: string
  tenantId: string
  clientId: string
  clientSecret: string
  /** How long one call may take (a call that hangs fails the step; the job retries). */
  timeoutMs?: number
}

/**
 * OAuth 2.0 client-credentials tokens from the Entra ID token endpoint
 * (POST {login}/{tenant}/oauth2/v2.0/token), one per tenant and scope, kept until a minute before
 * they expire. `refused` makes the caller's error for a refused request (wrong secret, no consent).
 */
export function entraTokens(settings: EntraSettings, refused: (status: number, message: string) => Error) {
  const cache = new Map<string, { token: string; until: number }>()
  const base = settings.loginUrl.replace(/\/+$/, '')
  return async function token(scope: string, tenantId = settings.tenantId): Promise<string> {
    const key = `${tenantId} ${scope}`
    const kept = cache.get(key)
    if (kept && kept.until > Date.now()) return kept.token
    const response = await fetch(`${base}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        scope,
      }).toString(),
    })
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error?: string
      error_description?: string
    }
    if (!response.ok || !body.access_token) {
      const message = body.error_description ?? body.error ?? `token endpoint answered ${response.status}`
      if (response.status >= 500) throw new Error(`Entra ID: ${message}`)
      throw refused(response.status, `Entra ID refused the sign-in: ${message}`)
    }
    cache.set(key, { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 })
    return body.access_token
  }
}

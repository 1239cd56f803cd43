/**
 * Secrets never reach a log line (security.md 23, issue 10 defect 4): query parameters that carry
 * tokens, codes or secrets, the invitation token in the set-password path, and credential headers.
 */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'logout_hint',
  'login_hint_token',
  'code',
  'code_verifier',
  'state',
  'nonce',
  'client_secret',
  'client_assertion',
  'assertion',
  'password',
  'token',
  'subject_token',
  'secret',
  'api_key',
  'apikey',
  'key',
  'signature',
  'sig',
])

export const REDACTED = '[REDACTED]'

/** Paths whose last segment is a bearer secret (an invitation link). */
const SECRET_PATHS = /^(\/account\/set-password\/)[^/?#]+/

/** The URL with every secret query value and path token replaced; the names stay, for debugging. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_PATHS, `$1${REDACTED}`)
  if (queryAt < 0) return path
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=')
      const name = at < 0 ? pair : pair.slice(0, at)
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {}
      return at >= 0 && SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${path}?${query}`
}

/** pino redaction paths: credential headers and secret fields wherever an object is logged. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.client_secret',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.token',
]

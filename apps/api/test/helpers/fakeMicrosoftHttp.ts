import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { freePort } from './freePort.ts'

/** What the fakes of Partner Center and Graph share: an Entra ID token endpoint, JSON in and out, bearer checks. */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
  headers: IncomingMessage['headers']
  /** The tenant the bearer token was issued for. */
  tenant: string
}
export type FakeReply = { status: number; body?: unknown }
export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>

export const CLIENT = { id: 'portico-app', secret: 'app-secret' }

async function bodyOf(req: IncomingMessage) {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

function send(res: ServerResponse, { status, body }: FakeReply) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * An HTTP server answering POST /{tenant}/oauth2/v2.0/token (client credentials for `scope`; the
 * token names the tenant) and, with a valid bearer token for that scope, the API through `handle`.
 * `calls` records "METHOD /path" of every API call.
 */
export async function startFakeMicrosoftServer(scope: string, handle: FakeHandler, unauthorized: unknown) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const calls: string[] = []
  let tokensIssued = 0
  const server = createServer(async (req, res) => {
    const at = new URL(req.url ?? '/', url)
    const text = await bodyOf(req)
    const token = at.pathname.match(/^\/([^/]+)\/oauth2\/v2\.0\/token$/)
    if (token && req.method === 'POST') {
      const form = new URLSearchParams(text)
      const valid =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === CLIENT.id &&
        form.get('client_secret') === CLIENT.secret &&
        form.get('scope') === scope
      if (!valid)
        return send(res, {
          status: 401,
          body: {
            error: 'invalid_client',
            error_description: 'AADSTS7000215: Invalid client secret provided.',
          },
        })
      tokensIssued++
      return send(res, {
        status: 200,
        body: { token_type: 'Bearer', expires_in: 3599, access_token: `token:${token[1]}:${scope}` },
      })
    }
    const bearer = (req.headers.authorization ?? '').match(/^Bearer token:([^:]+):(.+)$/)
    if (!bearer || bearer[2] !== scope) return send(res, { status: 401, body: unauthorized })
    calls.push(`${req.method} ${at.pathname}`)
    const reply = await handle({
      method: req.method ?? 'GET',
      path: at.pathname,
      query: at.searchParams,
      body: text ? JSON.parse(text) : {},
      headers: req.headers,
      tenant: bearer[1] ?? '',
    })
    send(res, reply)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return {
    url,
    calls,
    tokensIssued: () => tokensIssued,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createApiClient } from './createApiClient.ts'

type Call = { url: string; init: RequestInit }

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })
}

function setup(responses: Response[], opts: { token?: string | null; scope?: string | null } = {}) {
  const calls: Call[] = []
  let token = opts.token === undefined ? 'old-token' : opts.token
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const next = responses.shift()
    if (!next) throw new Error('unexpected request')
    return next
  })
  const renewToken = vi.fn(async (): Promise<string | null> => {
    token = 'new-token'
    return token
  })
  const logError = vi.fn()
  const client = createApiClient({
    getToken: () => token,
    getScope: () => opts.scope ?? null,
    renewToken,
    fetch,
    logError,
  })
  const header = (index: number, name: string) =>
    ((calls[index]?.init.headers ?? {}) as Record<string, string>)[name]
  return { client, calls, fetch, renewToken, logError, header }
}

describe('createApiClient', () => {
  it('getData answers the data of a { data } answer', async () => {
    const { client, calls } = setup([json(200, { data: [1, 2] })])
    await expect(client.getData<number[]>('/api/v1/things')).resolves.toEqual([1, 2])
    expect(calls[0]?.init.method).toBe('GET')
  })

  it('sends Accept, the bearer token and no X-Company without a scope', async () => {
    const { client, header } = setup([json(200, { data: 1 })])
    await expect(client.get('/api/v1/_me')).resolves.toEqual({ data: 1 })
    expect(header(0, 'Accept')).toBe('application/json')
    expect(header(0, 'Authorization')).toBe('Bearer old-token')
    expect(header(0, 'X-Company')).toBeUndefined()
  })

  it('sends X-Company when a scope is chosen and no Authorization without a token', async () => {
    const { client, header } = setup([json(200, {})], { token: null, scope: 'c-1' })
    await client.get('/api/v1/_me/menu')
    expect(header(0, 'X-Company')).toBe('c-1')
    expect(header(0, 'Authorization')).toBeUndefined()
  })

  it('renews once and retries once with the new token after a 401', async () => {
    const { client, calls, renewToken, header } = setup([
      json(401, { status: 401, title: 'x' }),
      json(200, { ok: 1 }),
    ])
    await expect(client.get('/api/v1/dashboard')).resolves.toEqual({ ok: 1 })
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(2)
    expect(header(1, 'Authorization')).toBe('Bearer new-token')
  })

  it('does not renew or retry a second time when the retry answers 401 too', async () => {
    const { client, calls, renewToken } = setup([json(401, undefined), json(401, undefined), json(200, {})])
    const error = await client.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(2)
  })

  it('logs and rejects when the renewal fails, without retrying', async () => {
    const { client, calls, renewToken, logError } = setup([json(401, undefined)])
    const failure = new Error('refresh failed')
    renewToken.mockRejectedValueOnce(failure)
    await expect(client.get('/x')).rejects.toBe(failure)
    expect(logError).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
  })

  it('logs and rejects when the renewal gives no token', async () => {
    const { client, calls, renewToken, logError } = setup([json(401, undefined)])
    renewToken.mockResolvedValueOnce(null)
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError)
    expect(logError).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
  })

  it('turns problem+json answers into an ApiError with the problem', async () => {
    const problem = { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'No access' }
    const { client } = setup([json(403, problem)])
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(403)
    expect(error.problem).toEqual(problem)
    expect(error.message).toBe('No access')
  })

  it('sends JSON bodies, builds query strings and PUTs to path/id', async () => {
    const { client, calls, header } = setup([json(200, {}), json(204, undefined), json(200, {})])
    await client.patch('/api/v1/_me', { locale: 'nl' })
    expect(calls[0]?.init.method).toBe('PATCH')
    expect(calls[0]?.init.body).toBe('{"locale":"nl"}')
    expect(header(0, 'Content-Type')).toBe('application/json')
    await expect(
      client.get('/api/v1/search', { query: { query: 'a b', empty: undefined } }),
    ).resolves.toBeUndefined()
    expect(calls[1]?.url).toBe('/api/v1/search?query=a+b')
    await client.put('/api/v1/things', 'id 1', { a: 1 })
    expect(calls[2]?.url).toBe('/api/v1/things/id%201')
  })
})

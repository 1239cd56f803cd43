import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createDownloader } from './createDownloader.ts'

function setup(responses: Response[]) {
  const calls: { url: string; headers: Record<string, string>; method?: string }[] = []
  let token = 'old-token'
  const renew = vi.fn(async () => {
    token = 'new-token'
  })
  const downloader = createDownloader({
    getToken: () => token,
    getScope: () => 'company-1',
    getLanguage: () => 'nl',
    renew,
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers as Record<string, string>, method: init?.method })
      const next = responses.shift()
      if (!next) throw new Error('unexpected request')
      return next
    }),
  })
  return { downloader, calls, renew }
}

describe('the authenticated download helper', () => {
  it('sends the bearer token, X-Company, the language and the accepted type', async () => {
    const { downloader, calls } = setup([new Response('%PDF-1.7', { status: 200 })])
    const blob = await downloader.fetchBlob('/api/v1/billing/documents/1/pdf', 'application/pdf')
    expect(await blob.text()).toBe('%PDF-1.7')
    expect(calls[0]).toMatchObject({
      url: '/api/v1/billing/documents/1/pdf',
      method: 'GET',
      headers: {
        Authorization: 'Bearer old-token',
        'X-Company': 'company-1',
        'Accept-Language': 'nl',
        Accept: 'application/pdf',
      },
    })
  })

  it('renews the token once on 401 and retries with the new one', async () => {
    const { downloader, calls, renew } = setup([
      new Response(null, { status: 401 }),
      new Response('a,b', { status: 200 }),
    ])
    expect(await (await downloader.fetchBlob('/x.csv', 'text/csv')).text()).toBe('a,b')
    expect(renew).toHaveBeenCalledOnce()
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token'])
  })

  it('throws the problem as an ApiError on an error status', async () => {
    const problem = { title: 'Not found', status: 404, detail: 'Document not found.' }
    const { downloader } = setup([new Response(JSON.stringify(problem), { status: 404 })])
    const error = await downloader.fetchBlob('/missing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
  })

  it('hands back the raw response to callers that judge the status themselves', async () => {
    const { downloader, calls } = setup([new Response('{"errors":[]}', { status: 422 })])
    const res = await downloader.authorizedFetch('/import', {
      method: 'POST',
      body: 'x',
      contentType: 'text/csv',
    })
    expect(res.status).toBe(422)
    expect(calls[0]?.headers['Content-Type']).toBe('text/csv')
  })
})

import { ApiError } from './ApiError.ts'

export type DownloaderDeps = {
  getToken(): string | null
  getScope(): string | null
  getLanguage(): string
  /** Renews the access token; any JSON api call does that on a 401. */
  renew(): Promise<unknown>
  fetch?: typeof fetch
}

type Init = { method?: string; body?: BodyInit; accept?: string; contentType?: string }

/**
 * Requests the JSON api client does not make (files, CSV, multipart uploads), with the same headers:
 * bearer token, X-Company, Accept-Language; on a 401 the token is renewed and the request sent once more.
 */
export function createDownloader(deps: DownloaderDeps) {
  const send = (path: string, init: Init) => {
    const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage() }
    if (init.accept) headers.Accept = init.accept
    if (init.contentType) headers['Content-Type'] = init.contentType
    const token = deps.getToken()
    if (token) headers.Authorization = `Bearer ${token}`
    const scope = deps.getScope()
    if (scope) headers['X-Company'] = scope
    return (deps.fetch ?? fetch)(path, { method: init.method ?? 'GET', headers, body: init.body })
  }

  /** The raw response (the caller decides what a status means). */
  async function authorizedFetch(path: string, init: Init = {}): Promise<Response> {
    const response = await send(path, init)
    if (response.status !== 401) return response
    await deps.renew()
    return send(path, init)
  }

  /** The response body as a blob; an error status throws an ApiError with the problem. */
  async function fetchBlob(path: string, accept = '*/*'): Promise<Blob> {
    const response = await authorizedFetch(path, { accept })
    if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
    return response.blob()
  }

  /** Fetches a file and lets the browser save it under a name. */
  async function download(path: string, filename: string, accept?: string): Promise<void> {
    saveBlob(await fetchBlob(path, accept), filename)
  }

  return { authorizedFetch, fetchBlob, download }
}

/** Lets the browser save a blob under a file name (the token is in memory, so a plain link cannot). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

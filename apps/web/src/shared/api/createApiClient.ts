import type { Problem } from '@portico/contracts'
import { ApiError } from './ApiError.ts'

/** Spec 7: bearer token, X-Company for a chosen scope, JSON, one renewal and one retry on 401. */
export type ApiClientDeps = {
  getToken: () => string | null
  getScope: () => string | null
  /** Renews the access token and resolves with the new one; rejects when it cannot. */
  renewToken: () => Promise<string | null>
  fetch?: typeof fetch
  baseUrl?: string
  logError?: (message: string, error: unknown) => void
  /** The interface language, so the server answers errors in it. */
  getLanguage?: () => string | null
}

export type RequestOptions = {
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
  headers?: Record<string, string>
}

export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init))
  const logError = deps.logError ?? ((message, error) => console.error(message, error))

  function buildUrl(path: string, query: RequestOptions['query']): string {
    const url = `${deps.baseUrl ?? ''}${path}`
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value))
    }
    const search = params.toString()
    return search ? `${url}?${search}` : url
  }

  function send(
    method: string,
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (token) headers.Authorization = `Bearer ${token}`
    const scope = deps.getScope()
    if (scope) headers['X-Company'] = scope
    const language = deps.getLanguage?.()
    if (language) headers['Accept-Language'] = language
    let body: BodyInit | undefined
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    return doFetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal })
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    let response = await send(method, path, options, deps.getToken())
    if (response.status === 401) {
      let renewed: string | null
      try {
        renewed = await deps.renewToken()
      } catch (error) {
        logError('Token renewal after a 401 failed', error)
        throw error
      }
      if (!renewed) {
        const error = new ApiError(401, null, 'Not authenticated')
        logError('Token renewal after a 401 gave no token', error)
        throw error
      }
      response = await send(method, path, options, renewed)
    }
    return parse<T>(response)
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    /** GET of a `{ data }` answer, unwrapped: most reads want only the data. */
    getData: async <T>(path: string, options?: RequestOptions) =>
      (await request<{ data: T }>('GET', path, options)).data,
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, id: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', `${path}/${encodeURIComponent(id)}`, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? '' : await response.text()
  const data: unknown = text ? safeJson(text) : undefined
  if (!response.ok) {
    const problem = isProblem(data) ? data : null
    throw new ApiError(response.status, problem)
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value
}

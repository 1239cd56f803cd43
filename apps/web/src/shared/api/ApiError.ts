import type { Problem } from '@portico/contracts'

/** A non-2xx answer; carries the RFC 9457 problem body when the server sent one. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem | null

  constructor(status: number, problem: Problem | null, message?: string) {
    super(message ?? problem?.detail ?? problem?.title ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function errorStatus(error: unknown): number | null {
  if (isApiError(error)) return error.status
  return null
}

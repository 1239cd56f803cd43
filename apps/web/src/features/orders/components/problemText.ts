import { isApiError } from '../../../shared/api/ApiError.ts'

/** What a failed call says to the user: the server's detail and the fields it names. */
export function problemText(error: unknown): string | null {
  if (!error) return null
  if (!isApiError(error)) return String(error)
  const fields = (error.problem as { errors?: { field: string; message: string }[] } | null)?.errors ?? []
  const detail = error.problem?.detail ?? error.message
  return fields.length ? `${detail} (${fields.map((f) => `${f.field}: ${f.message}`).join('; ')})` : detail
}

import { isApiError } from '../../shared/api/ApiError.ts'
import { type FieldErrors, validationText } from '../../shared/ui/formErrors.ts'

/**
 * A refused save as field errors plus `form`, the problem's detail. A field message that is only a
 * marker ("unknown") takes the detail, which says what is wrong. Null for a 412 (the conflict alert
 * tells that) and for errors that are no API answer.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status === 412) return null
  const detail = error.problem?.detail ?? error.message
  const errors: FieldErrors = {}
  for (const e of error.problem?.errors ?? []) {
    if (!e.field) continue
    errors[e.field] ??= /^[a-z_]+$/.test(e.message) ? detail : validationText(e.message)
  }
  return { ...errors, form: detail }
}

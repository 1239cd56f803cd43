import { AppError } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { domainsTexts } from './domains.texts.ts'
import { RegistrarError } from './registrar/adapter.ts'

/**
 * A call to the registrar from a user's request: its refusal becomes a 409 in the user's words
 * (with the registrar's reason), its absence a 503; both leave the caller's transaction undone.
 */
export async function registrarCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (
      error instanceof RegistrarError &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 429
    ) {
      throw new AppError(
        409,
        'conflict',
        withValues(domainsTexts.registrarRefused, { reason: error.message }),
      )
    }
    throw new AppError(503, 'unavailable', domainsTexts.registrarDown)
  }
}

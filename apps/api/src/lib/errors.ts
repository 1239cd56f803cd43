import { render, serverTexts, type Text, withValues } from './texts.ts'

/** The platform's own messages; each area keeps its messages in `<area>.texts.ts`. */
export const platformTexts = serverTexts('platform', {
  badRequest: { en: 'The request is not valid.', nl: 'Het verzoek is niet geldig.' },
  unauthorized: { en: 'Authentication is required.', nl: 'U moet ingelogd zijn.' },
  forbidden: { en: 'You are not allowed to do this.', nl: 'U mag dit niet doen.' },
  notFound: { en: 'Not found.', nl: 'Niet gevonden.' },
  unavailable: {
    en: 'An outside system did not answer; try again in a moment.',
    nl: 'Een extern systeem antwoordde niet; probeer het zo nog eens.',
  },
  conflict: {
    en: 'The request conflicts with the current state.',
    nl: 'Het verzoek past niet bij de huidige toestand.',
  },
  preconditionFailed: {
    en: 'Someone else saved this record first. Reload it and try again.',
    nl: 'Iemand anders heeft dit eerder opgeslagen. Laad de nieuwste versie en probeer het opnieuw.',
  },
  preconditionRequired: {
    en: 'Send If-Match with the ETag you read.',
    nl: 'Stuur If-Match mee met de ETag die u las.',
  },
  internal: {
    en: 'Something went wrong on our side. It has been logged.',
    nl: 'Er ging bij ons iets mis. Dit is vastgelegd.',
  },
  noRoute: { en: 'No route for {method} {path}.', nl: 'Geen route voor {method} {path}.' },
  idempotencyKeyFormat: {
    en: 'Idempotency-Key must be 1-200 letters, digits, or . _ : -',
    nl: 'Idempotency-Key moet 1-200 letters, cijfers of . _ : - zijn',
  },
  idempotencyRetry: { en: 'Try again.', nl: 'Probeer het opnieuw.' },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was used for a different request.',
    nl: 'Deze Idempotency-Key is voor een ander verzoek gebruikt.',
  },
  idempotencyRunning: {
    en: 'A request with this Idempotency-Key is still running.',
    nl: 'Een verzoek met deze Idempotency-Key loopt nog.',
  },
  accountDisabled: { en: 'This account is disabled.', nl: 'Dit account is uitgeschakeld.' },
  companyHeaderFormat: {
    en: 'X-Company must be a company id (UUID).',
    nl: 'X-Company moet een bedrijfs-id (UUID) zijn.',
  },
  companyHeaderForeign: {
    en: 'The company in X-Company is not one of yours.',
    nl: 'Het bedrijf in X-Company is niet een van de uwe.',
  },
  tokenInvalid: { en: 'The access token is not valid.', nl: 'Het toegangstoken is niet geldig.' },
  sessionEnded: {
    en: 'This session has ended. Please sign in again.',
    nl: 'Deze sessie is beëindigd. Meld u opnieuw aan.',
  },
  invalidCursor: {
    en: 'The cursor is not valid; start from the first page.',
    nl: 'De cursor is niet geldig; begin bij de eerste pagina.',
  },
})

/** A field's problem: a coded text, or a short machine token such as "missing". */
export type FieldError = { field: string; message: Text | string }

/** Coded errors thrown by services; plugins/errors.ts writes them as problem+json in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Text,
    readonly fields?: FieldError[],
    /** Response headers that belong to the answer, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(render(text, 'en'))
  }
}

/** An AppError class with its status, code and default message. */
const coded = (status: number, code: string, fallback: Text) =>
  class extends AppError {
    constructor(text: Text = fallback, fields?: FieldError[]) {
      super(status, code, text, fields)
    }
  }

export class BadRequest extends coded(400, 'bad_request', platformTexts.badRequest) {}
export class Unauthorized extends coded(401, 'unauthorized', platformTexts.unauthorized) {}
export class Forbidden extends coded(403, 'forbidden', platformTexts.forbidden) {}
export class NotFound extends coded(404, 'not_found', platformTexts.notFound) {}
export class Conflict extends coded(409, 'conflict', platformTexts.conflict) {}
/**
 * An outside system's call on a user's behalf: its refusal (an error of `kind`) becomes a 409 that
 * gives the system's words as `{reason}` in `text`; anything else goes on as it is.
 */
export async function refusedAsConflict<T>(
  kind: abstract new (...args: never[]) => Error,
  text: Text,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof kind) throw new Conflict(withValues(text, { reason: error.message }))
    throw error
  }
}

/** An outside system (a payment provider, a registrar) did not answer: try again later. */
export class ServiceUnavailable extends coded(503, 'service_unavailable', platformTexts.unavailable) {}

export class PreconditionFailed extends coded(412, 'precondition_failed', platformTexts.preconditionFailed) {}

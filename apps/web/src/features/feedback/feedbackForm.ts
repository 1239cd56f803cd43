import type { CreateFeedbackBody } from '@portico/contracts'
import { errorStatus } from '../../shared/api/ApiError.ts'

export type FeedbackValues = { name: string; email: string; message: string; screenshot: string | null }
export type FeedbackRules = { requireName: boolean; requireEmail: boolean }
export type FeedbackField = 'name' | 'email' | 'message'

export type FeedbackCheck =
  | { ok: true; body: CreateFeedbackBody }
  | { ok: false; reason: 'required'; missing: FeedbackField[] }
  | { ok: false; reason: 'emptyMessage' }

/**
 * Spec 5 and 8: the message is required, name and e-mail when configured. Empty required fields are
 * listed ("Please enter in the following required fields: …"); a message of only spaces is refused
 * with "Unable to submit feedback with empty message".
 */
export function checkFeedback(values: FeedbackValues, rules: FeedbackRules, url: string): FeedbackCheck {
  const missing: FeedbackField[] = []
  if (rules.requireName && !values.name) missing.push('name')
  if (rules.requireEmail && !values.email) missing.push('email')
  if (!values.message) missing.push('message')
  if (missing.length > 0) return { ok: false, reason: 'required', missing }
  const message = values.message.trim()
  if (!message) return { ok: false, reason: 'emptyMessage' }
  const body: CreateFeedbackBody = { message, url: url.slice(0, 2000) }
  const name = values.name.trim()
  const email = values.email.trim()
  if (name) body.name = name.slice(0, 200)
  if (email) body.email = email
  if (values.screenshot) body.screenshot = values.screenshot
  return { ok: true, body }
}

export const TIMED_OUT = Symbol('timed out')

/** Spec 9: after this long the outcome is unknown; the request itself is left to finish. */
export function raceTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export type SendFailure = 'forbidden' | 'failed'

/** Spec 8: a 403 means the domain may not be allowed; anything else reads as network or ad-blocker. */
export function sendFailure(error: unknown): SendFailure {
  return errorStatus(error) === 403 ? 'forbidden' : 'failed'
}

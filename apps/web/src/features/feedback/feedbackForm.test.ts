import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/ApiError.ts'
import { checkFeedback, raceTimeout, sendFailure, TIMED_OUT } from './feedbackForm.ts'

const optional = { requireName: false, requireEmail: false }
const values = { name: '', email: '', message: 'It broke', screenshot: null }

describe('checkFeedback', () => {
  it('needs only the message by default', () => {
    expect(checkFeedback(values, optional, 'http://x/a')).toEqual({
      ok: true,
      body: { message: 'It broke', url: 'http://x/a' },
    })
  })

  it('lists every missing required field in order', () => {
    const result = checkFeedback({ ...values, message: '' }, { requireName: true, requireEmail: true }, '')
    expect(result).toEqual({ ok: false, reason: 'required', missing: ['name', 'email', 'message'] })
  })

  it('refuses a message of only spaces as empty', () => {
    expect(checkFeedback({ ...values, message: '   ' }, optional, '')).toEqual({
      ok: false,
      reason: 'emptyMessage',
    })
  })

  it('sends trimmed name, e-mail and the screenshot when given', () => {
    const result = checkFeedback(
      {
        name: ' Jane ',
        email: 'jane@example.com ',
        message: ' x ',
        screenshot: 'data:image/png;base64,AAAA',
      },
      { requireName: true, requireEmail: true },
      'http://x/',
    )
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Jane',
        email: 'jane@example.com',
        message: 'x',
        url: 'http://x/',
        screenshot: 'data:image/png;base64,AAAA',
      },
    })
  })
})

describe('raceTimeout', () => {
  it('gives the result when it comes in time', async () => {
    await expect(raceTimeout(Promise.resolve(1), 1000)).resolves.toBe(1)
  })

  it('gives TIMED_OUT after the limit', async () => {
    vi.useFakeTimers()
    const pending = raceTimeout(new Promise(() => undefined), 30_000)
    vi.advanceTimersByTime(30_000)
    await expect(pending).resolves.toBe(TIMED_OUT)
    vi.useRealTimers()
  })
})

describe('sendFailure', () => {
  it('tells a forbidden domain from other failures', () => {
    expect(sendFailure(new ApiError(403, null))).toBe('forbidden')
    expect(sendFailure(new ApiError(500, null))).toBe('failed')
    expect(sendFailure(new TypeError('Failed to fetch'))).toBe('failed')
  })
})

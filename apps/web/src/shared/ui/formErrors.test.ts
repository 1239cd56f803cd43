import { describe, expect, it } from 'vitest'
import { problemFieldErrors, schemaFieldErrors, unplacedErrors } from './formErrors.ts'

describe('form errors', () => {
  it('maps problem+json field errors, nested fields by their dotted name', () => {
    const errors = problemFieldErrors({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: [
        { field: 'address.country', message: 'Use a two-letter code' },
        { field: 'name', message: 'Required' },
        { field: 'name', message: 'second message is dropped' },
      ],
    })
    expect(errors).toEqual({ 'address.country': 'Use a two-letter code', name: 'Required' })
  })

  it('gives nothing for a problem without field errors or no problem at all', () => {
    expect(problemFieldErrors(null)).toEqual({})
    expect(problemFieldErrors({ type: 'x', title: 'x', status: 412 })).toEqual({})
  })

  it('keeps the first schema issue per path and translates through the callback', () => {
    const errors = schemaFieldErrors(
      [
        { path: ['address', 'country'], code: 'invalid_format', message: 'bad' },
        { path: ['address', 'country'], code: 'too_big', message: 'long' },
        { path: ['email'], code: 'invalid_format', message: 'mail' },
      ],
      (issue) => `t:${issue.code}`,
    )
    expect(errors).toEqual({ 'address.country': 't:invalid_format', email: 't:invalid_format' })
  })

  it('lists errors for fields the form does not show', () => {
    expect(unplacedErrors({ name: 'a', parent_id: 'b' }, ['name'])).toEqual(['parent_id: b'])
  })
})

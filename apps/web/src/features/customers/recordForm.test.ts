import { CustomerInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { recordInput, recordValues } from './recordForm.ts'

describe('customer form values', () => {
  it('round-trips an empty form into a valid input with the defaults', () => {
    const input = recordInput({ ...recordValues(), name: 'Acme' }, { withParent: false })
    const parsed = CustomerInputSchema.safeParse(input)
    expect(parsed.success).toBe(true)
    expect(input).toMatchObject({
      name: 'Acme',
      billing_email: null,
      payment_terms_days: 14,
      currency: 'EUR',
    })
    expect(input).not.toHaveProperty('parent_id')
  })

  it('gives the schema the nested field names the server also uses', () => {
    const input = recordInput(
      { ...recordValues(), name: '', 'address.country': 'Netherlands', payment_terms_days: 'x' },
      { withParent: true },
    )
    const parsed = CustomerInputSchema.safeParse(input)
    expect(parsed.success).toBe(false)
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['name', 'address.country', 'payment_terms_days']))
  })
})

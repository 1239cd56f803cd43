import { DomainContactInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { contactFormOf, contactInputOf } from './contactForm.ts'

describe('contactInputOf', () => {
  it('sends the address lines up to the last one filled in, and empty optional fields as null', () => {
    const values = {
      ...contactFormOf(null, '00000000-0000-4000-8000-000000000001'),
      name: 'Piet',
      'address_lines.0': 'Oudegracht 1',
      'address_lines.2': 'Postbus 3',
      postal_code: '3511 AA',
      city: 'Utrecht',
      email: 'piet@example.com',
      voice: '030-1234567',
    }
    const input = contactInputOf(values)
    expect(input).toMatchObject({
      address_lines: ['Oudegracht 1', '', 'Postbus 3'],
      fax: null,
      country: 'NL',
    })
    const parsed = DomainContactInputSchema.safeParse(input)
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['address_lines.1'])
  })

  it('an empty first line is the one the contract asks for', () => {
    const parsed = DomainContactInputSchema.safeParse(contactInputOf(contactFormOf(null, 'x')))
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('address_lines.0')
  })
})

import { describe, expect, it } from 'vitest'
import { registryPhone } from './phone.ts'

describe('registryPhone', () => {
  it.each([
    ['+31 30 123 4567', 'NL', '+31.301234567'],
    ['030-1234567', 'NL', '+31.301234567'],
    ['06 12345678', 'NL', '+31.612345678'],
    ['+32 2 123 45 67', 'NL', '+32.21234567'],
    ['0049 30 1234567', 'NL', '+49.301234567'],
    ['+44 20 7946 0958', 'GB', '+44.2079460958'],
  ])('%s (%s) is %s', (input, country, expected) => {
    expect(registryPhone(input, country)).toBe(expected)
  })

  it.each([['12'], ['030-12'], ['not a number'], ['+999 123']])('refuses %s', (input) => {
    expect(registryPhone(input, 'NL')).toBeNull()
  })
})

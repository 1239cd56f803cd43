import { describe, expect, it } from 'vitest'
import { suggestLabels } from './domainSuggestions.ts'

describe('suggestLabels', () => {
  it.each([
    ['acme', ['myacme', 'getacme', 'theacme', 'acmeonline', 'acmehq', 'acmegroup']],
    [
      'acme-example',
      [
        'acmeexample',
        'my-acme-example',
        'get-acme-example',
        'the-acme-example',
        'acme-example-online',
        'acme-example-hq',
      ],
    ],
  ])('%s', (label, expected) => {
    expect(suggestLabels(label)).toEqual(expected)
  })

  it('never offers the name itself, nor a label longer than 63 characters, and stops at max', () => {
    const long = 'a'.repeat(60)
    expect(suggestLabels(long)).toEqual([`my${long}`, `get${long}`, `the${long}`, `${long}hq`])
    expect(suggestLabels('acme', 2)).toEqual(['myacme', 'getacme'])
    expect(suggestLabels('acme')).not.toContain('acme')
  })
})

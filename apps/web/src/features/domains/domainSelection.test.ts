import { describe, expect, it } from 'vitest'
import {
  parseSelection,
  type SelectedDomain,
  selectionOf,
  withoutSelected,
  withSelected,
} from './domainSelection.ts'

const item = (domain: string, extra: Partial<SelectedDomain> = {}): SelectedDomain => ({
  company_id: 'acme',
  domain,
  tld: domain.split('.').slice(1).join('.'),
  product_id: 'p',
  action: 'register',
  auth_code: null,
  price_minor: 799,
  currency: 'EUR',
  ...extra,
})

describe('domain selection', () => {
  it('keeps a name once per company: choosing it again replaces the choice', () => {
    const list = withSelected(withSelected([], item('a.nl')), item('a.com'))
    const again = withSelected(list, item('a.nl', { action: 'transfer', auth_code: 'X1' }))
    expect(again.map((i) => [i.domain, i.action])).toEqual([
      ['a.com', 'register'],
      ['a.nl', 'transfer'],
    ])
    expect(withSelected(again, item('a.nl', { company_id: 'globex' }))).toHaveLength(3)
  })

  it('removes one name of one company and shows only the company’s own', () => {
    const list = [item('a.nl'), item('a.nl', { company_id: 'globex' }), item('b.nl')]
    expect(withoutSelected(list, 'acme', 'a.nl').map((i) => [i.company_id, i.domain])).toEqual([
      ['globex', 'a.nl'],
      ['acme', 'b.nl'],
    ])
    expect(selectionOf(list, 'globex')).toHaveLength(1)
    expect(selectionOf(list, null)).toEqual([])
  })

  it('reads back what it stored and treats anything else as empty', () => {
    const list = [item('a.nl'), item('b.com', { action: 'transfer', auth_code: 'abc' })]
    expect(parseSelection(JSON.stringify(list))).toEqual(list)
    expect(parseSelection(null)).toEqual([])
    expect(parseSelection('{')).toEqual([])
    expect(parseSelection(JSON.stringify([{ domain: 'x.nl' }, list[0]]))).toEqual([list[0]])
  })
})

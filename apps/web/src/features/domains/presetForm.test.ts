import { DomainPresetInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { emptyPresetForm, emptyRecord, presetInputOf } from './presetForm.ts'

const company = '00000000-0000-4000-8000-000000000001'

describe('presetInputOf', () => {
  it('turns the typed rows into the contract input the API takes', () => {
    const state = {
      ...emptyPresetForm(company),
      name: 'Office 365',
      nameservers: [' ns1.example.net', 'ns2.example.net '],
      records: [
        { ...emptyRecord('MX'), content: 'acme.mail.protection.outlook.com', priority: '0' },
        { ...emptyRecord('TXT'), content: 'v=spf1 -all' },
      ],
    }
    const parsed = DomainPresetInputSchema.safeParse(presetInputOf(state))
    expect(parsed.success).toBe(true)
    expect(parsed.data?.dns_template).toEqual([
      { type: 'MX', name: '@', content: 'acme.mail.protection.outlook.com', ttl: 3600, priority: 0 },
      { type: 'TXT', name: '@', content: 'v=spf1 -all', ttl: 3600, priority: null },
    ])
    expect(parsed.data?.registrant_id).toBeNull()
  })

  it('a CNAME beside another record of its name is named on that row', () => {
    const state = {
      ...emptyPresetForm(company),
      name: 'Clash',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      records: [
        { ...emptyRecord('TXT'), name: 'www', content: 'hello' },
        { ...emptyRecord('CNAME'), name: 'www', content: 'acme.example.net' },
      ],
    }
    const parsed = DomainPresetInputSchema.safeParse(presetInputOf(state))
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['dns_template.1.name'])
  })
})

import { describe, expect, it } from 'vitest'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { pdfText } from './helpers/pdf.ts'

/** Issue 15: /company/contracts — a company's contracts built from its services, and their summary PDF. */
const demo = useClockedDemoApp(new Date('2027-02-10T09:00:00Z'), { env: { SEED_DEMO_ORDERS: 'true' } })
const { acme, jane } = demo
type Contract = {
  service_id: string
  name: string
  period: string
  amount_minor: number
  commitment_months: number
  notice_days: number
  committed_until: string
  renews_on: string
  cancel_by: string
  earliest_end: string
  ends_on: string | null
  status: string
}

async function contractsOf(company: string, who = jane()) {
  const res = await who('GET', `/api/v1/companies/${company}/contracts`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as {
    as_of: string
    contracts: Contract[]
    monthly_totals: { currency: string; amount_minor: number }[]
  }
}

describe('company contracts', () => {
  it('lists each running recurring service with its term, notice and renewal dates', async () => {
    const summary = await contractsOf(acme())
    expect(summary.as_of).toBe('2027-02-10')
    const fibre = summary.contracts.find((c) => c.name.includes('Glasvezel 500'))
    expect(fibre, JSON.stringify(summary.contracts.map((c) => c.name))).toBeTruthy()
    // Ordered on the clock's day, monthly, 12 months committed, 30 days notice.
    expect(fibre).toMatchObject({
      period: 'P1M',
      commitment_months: 12,
      notice_days: 30,
      committed_until: '2028-02-09',
      renews_on: '2028-02-10',
      cancel_by: '2028-01-10',
      earliest_end: '2028-02-10',
      ends_on: null,
    })
    const hosting = summary.contracts.find((c) => c.name.includes('Webhosting Plus'))
    expect(hosting).toMatchObject({ commitment_months: 0, notice_days: 30, renews_on: '2027-03-10' })
    // A notice given today is too late for 10 March (30 days): the contract runs to 10 April.
    expect(hosting?.cancel_by).toBe('2027-02-07')
    expect(hosting?.earliest_end).toBe('2027-04-10')
    // Per currency, what the running contracts cost a month; yearly ones count a twelfth.
    const expected = summary.contracts.reduce(
      (sum, c) => sum + c.amount_minor / { P1M: 1, P3M: 3, P1Y: 12, P2Y: 24, P3Y: 36 }[c.period as 'P1M'],
      0,
    )
    expect(summary.monthly_totals).toEqual([{ currency: 'EUR', amount_minor: Math.round(expected) }])
    // One-off sales make no contract.
    expect(summary.contracts.some((c) => c.name.includes('Installatie'))).toBe(false)
  })

  it('a cancellation respects the notice: the service ends where the contract allows, and says so', async () => {
    const hosting = (await contractsOf(acme())).contracts.find((c) => c.name.includes('Webhosting Plus'))
    const res = await demo.as('admin')('POST', `/api/v1/services/${hosting?.service_id}/cancel`, {
      when: 'period_end',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.cancel_at).toBe('2027-04-10')
    const after = (await contractsOf(acme())).contracts.find((c) => c.service_id === hosting?.service_id)
    expect(after?.ends_on).toBe('2027-04-10')
  })

  it('the summary PDF is in the company’s language and names every contract', async () => {
    const pdf = await pdfText(
      demo.t.baseUrl,
      demo.tokens.jane.access_token,
      `/api/v1/companies/${acme()}/contracts/pdf`,
    )
    expect(pdf.disposition).toContain('contracts-2027-02-10.pdf')
    const text = pdf.text
    expect(text).toContain('Contractoverzicht')
    expect(text).toContain('Acme B.V.')
    expect(text).toContain('Portico Demo Provider')
    expect(text).toContain('Glasvezel 500')
    expect(text).toContain('12 maanden')
  })

  it('a reseller’s customer’s summary is headed by the reseller, never the provider', async () => {
    const initech = demo.ids.Initech ?? ''
    const path = `/api/v1/companies/${initech}/contracts/pdf`
    const { text } = await pdfText(demo.t.baseUrl, demo.tokens.reseller.access_token, path)
    expect(text).toContain('Resell IT B.V.')
    expect(text).not.toContain('Portico Demo Provider')
  })

  it('another tenant’s contracts are not found', async () => {
    expect((await jane()('GET', `/api/v1/companies/${demo.ids.Initech}/contracts`)).status).toBe(404)
    expect((await demo.as('solo')('GET', `/api/v1/companies/${acme()}/contracts/pdf`)).status).toBe(404)
  })
})

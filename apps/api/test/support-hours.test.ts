import {
  addBusinessMinutes,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_SLA_MINUTES,
  type TicketPriority,
} from '@portico/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matrixSetup, type Who } from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

/** A desk's business hours start in the provider's time zone (PROVIDER_TIME_ZONE), not a fixed one. */
let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>
const as = (who: Who) => api(t, tokens[who].access_token)

beforeAll(async () => {
  t = await startTestApp({ PROVIDER_TIME_ZONE: 'America/New_York' })
  ;({ tokens, ids } = await matrixSetup(t))
})
afterAll(async () => {
  await t?.close()
})

describe('business hours in the provider’s time zone', () => {
  it('a new desk’s hours are in PROVIDER_TIME_ZONE and SLA due times follow them', async () => {
    const settings = await as('admin')('GET', '/api/v1/tickets/settings')
    expect(settings.body.data.business_hours).toMatchObject({
      time_zone: 'America/New_York',
      start: DEFAULT_BUSINESS_HOURS.start,
      end: DEFAULT_BUSINESS_HOURS.end,
    })
    const res = await as('jane')('POST', '/api/v1/tickets', {
      subject: 'Mail is down',
      impact: 'high',
      urgency: 'high',
      message: 'Since this morning.',
      company: ids['Acme B.V.'],
    })
    expect(res.status).toBe(201)
    const ticket = res.body.data as {
      priority: TicketPriority
      created_at: string
      resolution_due_at: string
    }
    const hours = { ...DEFAULT_BUSINESS_HOURS, time_zone: 'America/New_York' }
    const expected = addBusinessMinutes(
      new Date(ticket.created_at),
      DEFAULT_SLA_MINUTES[ticket.priority].resolution,
      hours,
    )
    expect(ticket.resolution_due_at).toBe(expected.toISOString())
  })
})

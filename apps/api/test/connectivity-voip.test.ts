import { addDays, todayIn } from '@portico/domain'
import { describe, expect, it } from 'vitest'
import { followPort } from '../src/modules/connectivity/voip.service.ts'
import { useConnectivityDemo } from './helpers/connectivity.ts'
import { fieldsOf } from './helpers/problems.ts'

/** Issue 13, VoIP: SIP trunks with their numbers, and numbers ported in through the porting flow. */
const { demo, now, later, jane, jobContext } = useConnectivityDemo()
const wish = () => addDays(todayIn(demo.t.app.platform.timeZone, now()), 10)
type Trunk = { id: string; name: string; channels: number; numbers: { number: string; status: string }[] }

async function trunk(): Promise<Trunk> {
  const res = await jane()('GET', '/api/v1/connectivity/voip/trunks')
  expect(res.status).toBe(200)
  return res.body.data[0]
}

/** Jane asks to port `numbers` in onto the trunk `trunkId` from `provider`, ten days from now. */
function askPort(trunkId: string, numbers: string[], provider = 'KPN', headers?: Record<string, string>) {
  return jane(headers)('POST', '/api/v1/connectivity/voip/ports', {
    trunk_id: trunkId,
    numbers,
    current_provider: provider,
    wish_date: wish(),
  })
}

/** Follows a port as its job would until it ends, the clock moving on between looks; the statuses seen. */
async function follow(id: string) {
  const ctx = await jobContext()
  for (let i = 0; i < 10; i++) {
    if ((await followPort(ctx, id)) === 'done') break
    later(21)
  }
  const ports = (await jane()('GET', '/api/v1/connectivity/voip/ports')).body.data
  return ports.find((p: { id: string }) => p.id === id)
}

/** The statuses a port went through, in order. */
const statusesOf = (port: { events: { status: string }[] }) => port.events.map((e) => e.status)

describe('SIP trunks and number porting', () => {
  it("lists the company's trunks with channels and E.164 numbers, and no one else's", async () => {
    const acmeTrunk = await trunk()
    expect(acmeTrunk).toMatchObject({ name: 'Acme office', channels: 10 })
    expect(acmeTrunk.numbers.map((n) => n.number)).toEqual(['+31201234500', '+31201234501', '+31201234502'])
    const globex = await demo.as('jane', demo.ids['Globex Ltd'] ?? '')(
      'GET',
      '/api/v1/connectivity/voip/trunks',
    )
    expect(globex.body.data.map((t: Trunk) => t.name)).toEqual(['Globex support'])
    const reseller = await demo.as('reseller')('POST', '/api/v1/connectivity/voip/ports', {
      trunk_id: acmeTrunk.id,
      numbers: ['+31301234567'],
      current_provider: 'KPN',
      wish_date: wish(),
    })
    expect(fieldsOf(reseller.body)).toEqual(['trunk_id'])
  })

  it('refuses numbers not in E.164, numbers in use or asked twice, in English and Dutch', async () => {
    const { id } = await trunk()
    const local = await askPort(id, ['030-1234567'], 'KPN', { 'accept-language': 'nl' })
    expect(local.status).toBe(400)
    expect(fieldsOf(local.body)).toEqual(['numbers.0'])
    expect(local.body.errors[0].message).toMatch(/internationale vorm/)
    const used = await askPort(id, ['+31301234567', '+31201234500', '+31301234567'])
    expect(fieldsOf(used.body)).toEqual(['numbers.1', 'numbers.2'])
  })

  it('ports numbers in: requested, in progress, ready, completed; then the trunk has them', async () => {
    const { id } = await trunk()
    const asked = await askPort(id, ['+31 30 123 4567'])
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    expect(asked.body.data).toMatchObject({ status: 'requested', numbers: ['+31301234567'] })
    expect((await trunk()).numbers).toContainEqual({ number: '+31301234567', status: 'porting' })
    const port = await follow(asked.body.data.id)
    expect(statusesOf(port)).toEqual(['requested', 'in_progress', 'ready', 'completed'])
    expect((await trunk()).numbers).toContainEqual({ number: '+31301234567', status: 'assigned' })
  })

  it('an Amsterdam number is delayed to its first possible date first; a premium number is blocked and freed', async () => {
    const { id } = await trunk()
    const delayed = await askPort(id, ['+31209876543'], 'Ziggo')
    const done = await follow(delayed.body.data.id)
    expect(statusesOf(done)).toEqual(['requested', 'in_progress', 'delayed', 'ready', 'completed'])
    expect(done.first_possible_date).toBe(addDays(delayed.body.data.wish_date, 7))
    const blocked = await askPort(id, ['+31900123456'], 'Ziggo')
    const stopped = await follow(blocked.body.data.id)
    expect(stopped.status).toBe('blocked')
    expect(stopped.reason).toMatch(/donor/)
    expect((await trunk()).numbers.map((n) => n.number)).not.toContain('+31900123456')
  })
})

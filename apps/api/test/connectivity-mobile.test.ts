import { describe, expect, it } from 'vitest'
import { advanceSimTask } from '../src/modules/connectivity/mobile.service.ts'
import { useConnectivityDemo } from './helpers/connectivity.ts'
import { fieldsOf } from './helpers/problems.ts'

/** Issue 13, mobile: SIM cards with their use, and changes that the MVNO carries out later. */
const { demo, now, later, jane, jobContext } = useConnectivityDemo()
type Sim = {
  id: string
  msisdn: string
  iccid: string
  state: string
  data_limit_mb: number | null
  usage: { month: string; data_mb: number }[]
  tasks: { id: string; action: string; status: string }[]
}

async function sims(): Promise<Sim[]> {
  const res = await jane()('GET', '/api/v1/connectivity/mobile/sims')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}
const sim = async (msisdn: string) => {
  const found = (await sims()).find((s) => s.msisdn === msisdn)
  if (!found) throw new Error(`no SIM ${msisdn}`)
  return found
}
const act = (id: string, body: unknown, headers?: Record<string, string>) =>
  jane(headers)('POST', `/api/v1/connectivity/mobile/sims/${id}/actions`, body)

/** Runs a SIM task as its job would until it ends, the clock moving on between looks. */
async function carryOut(taskId: string) {
  const ctx = await jobContext()
  expect(await advanceSimTask(ctx, taskId)).toBe('running') // the request placed at the MVNO
  expect(await advanceSimTask(ctx, taskId)).toBe('running') // asked too soon
  later(16)
  await Promise.all([advanceSimTask(ctx, taskId), advanceSimTask(ctx, taskId)])
  expect(await advanceSimTask(ctx, taskId)).toBe('done')
}

describe('SIM cards', () => {
  it("lists the scope's SIMs with numbers in E.164, states and three months of use", async () => {
    const list = await sims()
    expect(list.map((s) => [s.msisdn, s.state])).toEqual([
      ['+31612345001', 'LIVE'],
      ['+31612345002', 'LIVE'],
      ['+31612345003', 'OFFLINE'],
      ['+31612345004', 'TEST'],
    ])
    expect(list[0]?.usage).toHaveLength(3)
    expect(list[0]?.usage[0]?.month).toBe(now().toISOString().slice(0, 7))
    const globex = await demo.as('jane', demo.ids['Globex Ltd'] ?? '')(
      'GET',
      '/api/v1/connectivity/mobile/sims',
    )
    expect(globex.body.data.map((s: Sim) => s.msisdn)).toEqual(['+31687654001'])
    const reseller = await demo.as('reseller')(
      'POST',
      `/api/v1/connectivity/mobile/sims/${list[0]?.id}/actions`,
      {
        action: 'suspend',
      },
    )
    expect(reseller.status).toBe(404)
  })

  it('refuses what the MVNO would refuse, naming the field in English and Dutch', async () => {
    const live = await sim('+31612345002')
    const offline = await sim('+31612345003')
    const below = await act(live.id, { action: 'data_limit', data_limit_mb: 1000 })
    expect(below.status).toBe(400)
    expect(fieldsOf(below.body)).toEqual(['data_limit_mb'])
    expect(below.body.errors[0].message).toContain('3950 MB')
    const dutch = await act(offline.id, { action: 'suspend' }, { 'accept-language': 'nl' })
    expect(fieldsOf(dutch.body)).toEqual(['action'])
    expect(dutch.body.errors[0].message).toMatch(/LIVE of ACTIVE/)
    const resume = await act(live.id, { action: 'unsuspend' })
    expect(fieldsOf(resume.body)).toEqual(['action'])
    const taken = await act(live.id, { action: 'swap', new_iccid: '8931440400012345001' })
    expect(fieldsOf(taken.body)).toEqual(['new_iccid'])
    const notIccid = await act(live.id, { action: 'swap', new_iccid: '1234' })
    expect(fieldsOf(notIccid.body)).toEqual(['new_iccid'])
  })

  it('suspends a SIM later, once; a second change waits until the first is done; then a swap and a limit', async () => {
    const live = await sim('+31612345001')
    const asked = await act(live.id, { action: 'suspend' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(202)
    expect(asked.body.data.state).toBe('LIVE')
    expect(asked.body.data.tasks[0]).toMatchObject({ action: 'suspend', status: 'pending' })
    const second = await act(live.id, { action: 'data_limit', data_limit_mb: 10_000 })
    expect(second.status).toBe(409)
    await carryOut(asked.body.data.tasks[0].id)
    const suspended = await sim('+31612345001')
    expect(suspended.state).toBe('OFFLINE')
    expect(suspended.tasks.filter((t) => t.action === 'suspend').map((t) => t.status)).toEqual(['done'])

    const swap = await act(live.id, { action: 'swap', new_iccid: '8931440400012345999' })
    await carryOut(swap.body.data.tasks[0].id)
    const limit = await act(live.id, { action: 'data_limit', data_limit_mb: 10_000 })
    await carryOut(limit.body.data.tasks[0].id)
    expect(await sim('+31612345001')).toMatchObject({ iccid: '8931440400012345999', data_limit_mb: 10_000 })
  })
})

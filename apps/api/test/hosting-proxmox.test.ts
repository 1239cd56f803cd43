import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ComputeError, type ComputeTask, type VpsPlatform } from '../src/modules/hosting/compute/adapter.ts'
import { proxmoxPlatform } from '../src/modules/hosting/compute/proxmox.ts'
import { type FakeProxmox, startFakeProxmox } from './helpers/fakeProxmox.ts'
import { ctx, refusal } from './helpers/liveAdapter.ts'

/** Issue 13 (VPS): the Proxmox VE adapter against a local fake of its published API. */
let fake: FakeProxmox
let platform: VpsPlatform
const GiB = 1024 ** 3

/** Polls a task until it ends, as the job does; counts the polls. */
async function finish(task: ComputeTask) {
  let polls = 0
  let step = task
  while (step.state === 'running') {
    expect(step.taskId).toMatch(/^UPID:pve1:/)
    expect(step.progress).toBeNull()
    step = await platform.task(ctx, step.taskId)
    polls += 1
  }
  return polls
}

beforeAll(async () => {
  fake = await startFakeProxmox()
  platform = proxmoxPlatform({
    url: fake.url,
    tokenId: fake.tokenId,
    secret: fake.secret,
    node: fake.node,
    storage: 'local-lvm',
    bridge: 'vmbr0',
    isos: { DEBIAN: 'local:iso/debian-13.0.0-amd64-netinst.iso' },
  })
})
afterAll(() => fake?.close())

describe('Proxmox VE platform', () => {
  it('creates a VM on the next free id (memory in MiB, disk in GiB) and polls its task until it runs', async () => {
    const made = await platform.create(ctx, {
      name: 'acme-web02',
      cores: 2,
      memoryBytes: 4 * GiB,
      diskBytes: 80 * GiB,
      template: 'DEBIAN',
    })
    expect(made.vm).toEqual({ node: 'pve1', vmid: 100 })
    expect(await finish(made.task)).toBe(2)
    const vm = fake.vms.get(100)
    expect(vm).toMatchObject({
      name: 'acme-web02',
      cores: 2,
      memory: 4096,
      scsi0: 'local-lvm:vm-100-disk-0,size=80G',
    })
    expect(vm?.status).toBe('running')
    expect(fake.calls).toContain('GET /cluster/nextid')
  })

  it('reads the status in bytes and per cents, the addresses from the cloud-init config', async () => {
    const vm = fake.vms.get(100)
    if (vm) Object.assign(vm, { uptime: 7200, netin: 123_456_789, netout: 987_654_321 })
    expect(await platform.status(ctx, { node: 'pve1', vmid: 100 })).toEqual({
      power: 'running',
      uptimeSeconds: 7200,
      cpuPercent: 7,
      memoryUsedBytes: 2 * GiB,
      netinBytes: 123_456_789,
      netoutBytes: 987_654_321,
      ipAddresses: ['192.0.2.10'],
    })
  })

  it('reboots through a UPID task; the counters start again at 0', async () => {
    expect(await finish(await platform.power(ctx, { node: 'pve1', vmid: 100 }, 'reboot'))).toBe(2)
    const now = await platform.status(ctx, { node: 'pve1', vmid: 100 })
    expect(now).toMatchObject({ power: 'running', netinBytes: 0, netoutBytes: 0, uptimeSeconds: 0 })
  })

  it('shuts down and starts; a refusal about the VM state is final, in Proxmox’s words', async () => {
    const vm = { node: 'pve1', vmid: 100 }
    await finish(await platform.power(ctx, vm, 'shutdown'))
    expect((await platform.status(ctx, vm)).power).toBe('stopped')
    const again = await refusal(platform.power(ctx, vm, 'stop'))
    expect(again).toBeInstanceOf(ComputeError)
    expect(again?.message).toBe('VM 100 not running')
    await finish(await platform.power(ctx, vm, 'start'))
    const twice = await refusal(platform.power(ctx, vm, 'start'))
    expect(twice?.message).toBe('VM 100 already running')
  })

  it('resizes cores, memory and the disk (grown only)', async () => {
    const vm = { node: 'pve1', vmid: 100 }
    await finish(
      await platform.resize(ctx, vm, {
        cores: 4,
        memoryBytes: 8 * GiB,
        diskBytes: 160 * GiB,
        template: 'DEBIAN',
      }),
    )
    expect(fake.vms.get(100)).toMatchObject({
      cores: 4,
      memory: 8192,
      scsi0: 'local-lvm:vm-100-disk-0,size=160G',
    })
  })

  it('destroys the VM; destroying it again is done, a missing VM is final', async () => {
    const vm = { node: 'pve1', vmid: 100 }
    await finish(await platform.destroy(ctx, vm))
    expect(fake.vms.has(100)).toBe(false)
    expect(await platform.destroy(ctx, vm)).toEqual({ state: 'done' })
    const missing = await refusal(platform.status(ctx, vm))
    expect(missing).toBeInstanceOf(ComputeError)
    expect(missing?.message).toContain('does not exist')
  })

  it('sends the API token as PVEAPIToken=USER@REALM!TOKENID=UUID; a wrong one is refused for good', async () => {
    const wrong = proxmoxPlatform({
      url: fake.url,
      tokenId: fake.tokenId,
      secret: '00000000-0000-4000-8000-000000000000',
      node: 'pve1',
      storage: 'local-lvm',
      bridge: 'vmbr0',
      isos: {},
    })
    const refused = await refusal(wrong.status(ctx, { node: 'pve1', vmid: 100 }))
    expect(refused).toBeInstanceOf(ComputeError)
    expect(refused?.message).toContain('invalid token value')
  })

  it('names the fields Proxmox refuses', async () => {
    const refused = await refusal(
      platform.create(ctx, {
        name: 'x',
        cores: 1,
        memoryBytes: Number.NaN,
        diskBytes: GiB,
        template: 'DEBIAN',
      }),
    )
    expect(refused).toBeInstanceOf(ComputeError)
    expect(refused?.message).toContain('memory: type check (integer) failed')
  })
})

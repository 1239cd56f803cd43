import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { freePort } from './freePort.ts'

/**
 * A local stand-in for Proxmox VE's REST API (`/api2/json`) as its documentation describes it: an API
 * token in `Authorization: PVEAPIToken=USER@REALM!TOKENID=UUID`, forms url-encoded, every answer in a
 * `{ data }` envelope; parameter errors as 400 with `errors`, refusals about a VM as 500 with the
 * reason as status text; every write a task whose UPID is polled at `/nodes/{node}/tasks/{upid}/status`
 * (it ends on the second poll). Counters (netin/netout) are bytes since the VM started.
 */
export type FakeVm = {
  name: string
  cores: number
  /** MiB, as the config has it. */
  memory: number
  scsi0: string
  status: 'running' | 'stopped'
  uptime: number
  netin: number
  netout: number
  config: Record<string, string>
}

type FakeTask = { node: string; type: string; vmid: number; polls: number; effect: () => string | null }

export type FakeProxmox = {
  url: string
  tokenId: string
  secret: string
  node: string
  vms: Map<number, FakeVm>
  /** Requests received: method and path. */
  calls: string[]
  close(): Promise<void>
}

async function formOf(req: IncomingMessage) {
  let text = ''
  for await (const chunk of req) text += chunk
  return new URLSearchParams(text)
}

function send(res: ServerResponse, status: number, body: unknown, reason?: string) {
  res.writeHead(status, reason ?? '', { 'content-type': 'application/json;charset=UTF-8' })
  res.end(JSON.stringify(body))
}

export async function startFakeProxmox(): Promise<FakeProxmox> {
  const port = await freePort()
  const fake: Omit<FakeProxmox, 'close'> = {
    url: `http://127.0.0.1:${port}`,
    tokenId: 'portico@pve!provisioning',
    secret: randomUUID(),
    node: 'pve1',
    vms: new Map(),
    calls: [],
  }
  const tasks = new Map<string, FakeTask>()
  let nextId = 100
  let pid = 0x1000

  function task(node: string, type: string, vmid: number, effect: () => string | null) {
    pid += 1
    const start = Math.floor(Date.now() / 1000)
      .toString(16)
      .toUpperCase()
    const upid = `UPID:${node}:${pid.toString(16).padStart(8, '0')}:00ABCDEF:${start}:${type}:${vmid}:${fake.tokenId}:`
    tasks.set(upid, { node, type, vmid, polls: 0, effect })
    return upid
  }

  function route(method: string, path: string, form: URLSearchParams, res: ServerResponse) {
    const ok = (data: unknown) => send(res, 200, { data })
    if (method === 'GET' && path === '/cluster/nextid') {
      while (fake.vms.has(nextId)) nextId += 1
      return ok(String(nextId))
    }
    const taskPath = /^\/nodes\/([^/]+)\/tasks\/([^/]+)\/status$/.exec(path)
    if (method === 'GET' && taskPath) {
      const upid = decodeURIComponent(taskPath[2] ?? '')
      const found = tasks.get(upid)
      if (!found) return send(res, 500, { data: null }, `no such task '${upid}'`)
      found.polls += 1
      const base = {
        upid,
        node: found.node,
        type: found.type,
        id: String(found.vmid),
        user: fake.tokenId,
        pid,
      }
      if (found.polls < 2) return ok({ ...base, status: 'running' })
      const exit = found.effect() ?? 'OK'
      found.effect = () => (exit === 'OK' ? null : exit)
      return ok({ ...base, status: 'stopped', exitstatus: exit })
    }
    const create = /^\/nodes\/([^/]+)\/qemu$/.exec(path)
    if (method === 'POST' && create) {
      const vmid = Number(form.get('vmid'))
      const errors: Record<string, string> = {}
      if (!Number.isInteger(vmid) || vmid < 100) errors.vmid = 'value must be at least 100'
      if (!/^\d+$/.test(form.get('memory') ?? '')) errors.memory = 'type check (integer) failed'
      if (Object.keys(errors).length)
        return send(res, 400, { data: null, errors }, 'Parameter verification failed.')
      if (fake.vms.has(vmid)) return send(res, 500, { data: null }, `VM ${vmid} already exists`)
      const [storage, size] = (form.get('scsi0') ?? '').split(':')
      const vm: FakeVm = {
        name: form.get('name') ?? `VM${vmid}`,
        cores: Number(form.get('cores') ?? 1),
        memory: Number(form.get('memory')),
        scsi0: `${storage}:vm-${vmid}-disk-0,size=${size}G`,
        status: 'stopped',
        uptime: 0,
        netin: 0,
        netout: 0,
        config: { ipconfig0: `ip=192.0.2.${vmid - 90}/24,gw=192.0.2.1` },
      }
      fake.vms.set(vmid, vm)
      return ok(
        task(create[1] ?? '', 'qmcreate', vmid, () => {
          if (form.get('start') === '1') vm.status = 'running'
          return null
        }),
      )
    }
    const vmPath = /^\/nodes\/([^/]+)\/qemu\/(\d+)(\/.*)?$/.exec(path)
    if (!vmPath) return send(res, 501, { data: null }, `Method '${method} ${path}' not implemented`)
    const [, node = '', id = '', rest = ''] = vmPath
    const vmid = Number(id)
    const vm = fake.vms.get(vmid)
    if (!vm)
      return send(
        res,
        500,
        { data: null },
        `Configuration file 'nodes/${node}/qemu-server/${vmid}.conf' does not exist`,
      )
    const power = /^\/status\/(start|stop|shutdown|reboot)$/.exec(rest)?.[1]
    if (method === 'POST' && power) {
      if (power === 'start' && vm.status === 'running')
        return send(res, 500, { data: null }, `VM ${vmid} already running`)
      if (power !== 'start' && vm.status !== 'running')
        return send(res, 500, { data: null }, `VM ${vmid} not running`)
      return ok(
        task(node, `qm${power}`, vmid, () => {
          vm.status = power === 'stop' || power === 'shutdown' ? 'stopped' : 'running'
          // A (re)start begins the counters and the uptime again.
          Object.assign(vm, { uptime: 0, netin: 0, netout: 0 })
          return null
        }),
      )
    }
    if (method === 'GET' && rest === '/status/current')
      return ok({
        vmid,
        name: vm.name,
        status: vm.status,
        qmpstatus: vm.status,
        cpus: vm.cores,
        cpu: vm.status === 'running' ? 0.0734 : 0,
        maxmem: vm.memory * 1024 * 1024,
        mem: vm.status === 'running' ? vm.memory * 1024 * 512 : 0,
        maxdisk: 0,
        disk: 0,
        netin: vm.netin,
        netout: vm.netout,
        uptime: vm.uptime,
      })
    if (method === 'GET' && rest === '/config')
      return ok({
        name: vm.name,
        cores: vm.cores,
        memory: String(vm.memory),
        scsi0: vm.scsi0,
        ...vm.config,
        digest: 'abc',
      })
    if (method === 'PUT' && rest === '/config') {
      if (form.has('cores')) vm.cores = Number(form.get('cores'))
      if (form.has('memory')) vm.memory = Number(form.get('memory'))
      return ok(null)
    }
    if (method === 'PUT' && rest === '/resize') {
      const gib = Number((form.get('size') ?? '').replace(/G$/, ''))
      const now = Number(/size=(\d+)G/.exec(vm.scsi0)?.[1] ?? 0)
      if (gib < now) return send(res, 500, { data: null }, `shrinking disks is not supported`)
      vm.scsi0 = vm.scsi0.replace(/size=\d+G/, `size=${gib}G`)
      return ok(task(node, 'resize', vmid, () => null))
    }
    if (method === 'DELETE' && rest === '')
      return ok(
        task(node, 'qmdestroy', vmid, () => {
          fake.vms.delete(vmid)
          return null
        }),
      )
    return send(res, 501, { data: null }, `Method '${method} ${path}' not implemented`)
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url)
    const form = req.method === 'GET' || req.method === 'DELETE' ? url.searchParams : await formOf(req)
    const path = url.pathname.replace(/^\/api2\/json/, '')
    fake.calls.push(`${req.method} ${path}`)
    if (req.headers.authorization !== `PVEAPIToken=${fake.tokenId}=${fake.secret}`)
      return send(res, 401, { data: null }, 'invalid token value!')
    route(req.method ?? 'GET', path, form, res)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    ...fake,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

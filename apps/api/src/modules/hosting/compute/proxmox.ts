import { ComputeError, type ComputeTask, type VmPower, type VmRef, type VpsPlatform } from './adapter.ts'
import { bytesToGibibytes, bytesToMebibytes, cpuPercent } from './units.ts'

/**
 * PROXMOX_*: the cluster's address (port 8006), an API token (`user@realm!tokenid` and its secret),
 * the node new VMs go on, their disk storage and network bridge, and the ISO image per template.
 */
export type ProxmoxSettings = {
  url: string
  tokenId: string
  secret: string
  node: string
  storage: string
  bridge: string
  /** Template (the order's OS choice) → ISO volume, e.g. DEBIAN → local:iso/debian-13.iso. */
  isos: Record<string, string>
  timeoutMs?: number
}

type Params = Record<string, string | number>

const CHECK_SECONDS = 2
/** 500s that no retry helps: the VM does not exist, or its state refuses the action. */
const FINAL = /does not exist|already running|not running|is a template/i

/** The node a UPID names: UPID:node:pid:pstart:starttime:type:id:user: */
export function nodeOfUpid(upid: string) {
  const [kind, node] = upid.split(':')
  if (kind !== 'UPID' || !node) throw new ComputeError(`Not a task id: ${upid}`)
  return node
}

const running = (taskId: string): ComputeTask => ({
  state: 'running',
  taskId,
  checkAfterSeconds: CHECK_SECONDS,
  progress: null,
})

/** The addresses of a config's cloud-init `ipconfigN` lines (`ip=192.0.2.5/24,gw=…,ip6=…`), dhcp left out. */
export function configAddresses(config: Record<string, unknown>): string[] {
  return Object.keys(config)
    .filter((key) => /^ipconfig\d+$/.test(key))
    .sort()
    .flatMap((key) =>
      String(config[key])
        .split(',')
        .map((part) => /^ip6?=([^/]+)/.exec(part)?.[1])
        .filter((ip): ip is string => Boolean(ip) && ip !== 'dhcp' && ip !== 'auto'),
    )
}

/**
 * Proxmox VE through its REST API (`/api2/json`, an API token in `Authorization: PVEAPIToken=…`, every
 * answer in a `{ data }` envelope, forms url-encoded). Every write answers a UPID, polled at
 * `/nodes/{node}/tasks/{upid}/status` until `stopped` with `exitstatus` "OK" (else the error). A 4xx
 * (a parameter refused, a token without the permission) is final, and so is a 500 about the VM itself
 * (it does not exist, it is already running); other 5xx (a lock timeout) or no answer are retried by
 * the job. Proxmox reports no progress for a task.
 */
export function proxmoxPlatform(settings: ProxmoxSettings): VpsPlatform {
  const base = `${settings.url.replace(/\/+$/, '')}/api2/json`
  const vmPath = (vm: VmRef) => `/nodes/${encodeURIComponent(vm.node)}/qemu/${vm.vmid}`

  async function call<T>(method: string, path: string, params?: Params): Promise<T> {
    const form = params
      ? new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))
      : null
    const query = method === 'GET' || method === 'DELETE' ? (form ? `?${form}` : '') : ''
    const response = await fetch(`${base}${path}${query}`, {
      method,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      headers: {
        authorization: `PVEAPIToken=${settings.tokenId}=${settings.secret}`,
        ...(form && !query ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form && !query ? form.toString() : undefined,
    })
    const text = await response.text()
    const body = (text ? JSON.parse(text) : {}) as { data?: T; errors?: Record<string, string> }
    if (response.status >= 400 && response.status < 500) {
      const fields = Object.entries(body.errors ?? {}).map(([k, v]) => `${k}: ${v}`)
      throw new ComputeError(
        [response.statusText, ...fields].filter(Boolean).join('; ') || `HTTP ${response.status}`,
      )
    }
    // Proxmox answers a refusal about the VM's state as a 500 with the reason as its status text.
    if (response.status === 500 && FINAL.test(response.statusText))
      throw new ComputeError(response.statusText)
    if (!response.ok) throw new Error(`Proxmox answered ${response.status} ${response.statusText} to ${path}`)
    return body.data as T
  }

  /** A write's answer: a UPID to poll, or null (a synchronous call) as done. */
  const taskOf = (data: unknown): ComputeTask =>
    typeof data === 'string' && data.startsWith('UPID:') ? running(data) : { state: 'done' }

  return {
    key: 'proxmox',
    async create(_ctx, input) {
      const vmid = Number(await call<string>('GET', '/cluster/nextid'))
      const vm = { node: settings.node, vmid }
      const iso = settings.isos[input.template]
      const upid = await call<string>('POST', `/nodes/${encodeURIComponent(settings.node)}/qemu`, {
        vmid,
        name: input.name,
        cores: input.cores,
        memory: bytesToMebibytes(input.memoryBytes),
        scsihw: 'virtio-scsi-single',
        scsi0: `${settings.storage}:${bytesToGibibytes(input.diskBytes)}`,
        net0: `virtio,bridge=${settings.bridge}`,
        ostype: input.template === 'WINDOWS' ? 'win11' : 'l26',
        ...(iso ? { ide2: `${iso},media=cdrom` } : {}),
        start: 1,
      })
      return { vm, task: taskOf(upid) }
    },
    async power(_ctx, vm, action) {
      return taskOf(await call('POST', `${vmPath(vm)}/status/${action}`))
    },
    async resize(_ctx, vm, spec) {
      await call('PUT', `${vmPath(vm)}/config`, {
        cores: spec.cores,
        memory: bytesToMebibytes(spec.memoryBytes),
      })
      // Resizing grows only: Proxmox refuses a smaller size, so ask for at least what the disk has.
      return taskOf(
        await call('PUT', `${vmPath(vm)}/resize`, {
          disk: 'scsi0',
          size: `${bytesToGibibytes(spec.diskBytes)}G`,
        }),
      )
    },
    async destroy(_ctx, vm) {
      try {
        return taskOf(await call('DELETE', vmPath(vm), { purge: 1, 'destroy-unreferenced-disks': 1 }))
      } catch (error) {
        // Already gone: Proxmox says its config file does not exist.
        if (error instanceof ComputeError && /does not exist/i.test(error.message)) return { state: 'done' }
        throw error
      }
    },
    async status(_ctx, vm) {
      const now = await call<Record<string, number | string>>('GET', `${vmPath(vm)}/status/current`)
      const config = await call<Record<string, unknown>>('GET', `${vmPath(vm)}/config`)
      const power: VmPower =
        now.qmpstatus === 'paused' ? 'paused' : now.status === 'running' ? 'running' : 'stopped'
      return {
        power,
        uptimeSeconds: Number(now.uptime ?? 0),
        cpuPercent: cpuPercent(Number(now.cpu ?? 0)),
        memoryUsedBytes: Number(now.mem ?? 0),
        netinBytes: Number(now.netin ?? 0),
        netoutBytes: Number(now.netout ?? 0),
        ipAddresses: configAddresses(config),
      }
    },
    async task(_ctx, taskId) {
      const node = nodeOfUpid(taskId)
      const task = await call<{ status: string; exitstatus?: string }>(
        'GET',
        `/nodes/${encodeURIComponent(node)}/tasks/${encodeURIComponent(taskId)}/status`,
      )
      if (task.status === 'running') return running(taskId)
      if (task.exitstatus !== 'OK') throw new ComputeError(task.exitstatus ?? 'The task failed')
      return { state: 'done' }
    },
  }
}

import type { RequestContext } from '../../../auth/context.ts'

/**
 * A VPS platform behind one interface, shaped by Proxmox VE's API (nodes, qemu VMs, every write an
 * asynchronous task with a UPID polled at `/nodes/{node}/tasks/{upid}/status`). Sizes are bytes
 * whatever the platform counts in (Proxmox: memory MiB in the config, bytes in the status; disks
 * `32G`); see compute/units.ts. Each call is safe to repeat.
 */

/** Where a VM lives: its node and id at the platform. */
export type VmRef = { node: string; vmid: number }

export type VmSpec = { cores: number; memoryBytes: number; diskBytes: number; template: string }

export type VmCreateInput = VmSpec & { name: string }

/**
 * An operation's outcome: done, or a task to poll (a Proxmox UPID), with how far it is when the
 * platform tells (the sandbox does, Proxmox does not).
 */
export type ComputeTask =
  | { state: 'done' }
  | { state: 'running'; taskId: string; checkAfterSeconds: number; progress: number | null }

export type VmPower = 'running' | 'stopped' | 'paused'

/**
 * A VM now (Proxmox's `status/current`): power, uptime, use, and the network counters, bytes since
 * the machine last started (they start again at 0 when it restarts; compute/traffic.ts sums them).
 */
export type VmStatus = {
  power: VmPower
  uptimeSeconds: number
  cpuPercent: number
  memoryUsedBytes: number
  netinBytes: number
  netoutBytes: number
  ipAddresses: string[]
}

export type PowerAction = 'start' | 'stop' | 'shutdown' | 'reboot'

/** The platform refused (its own words): repeating the same call cannot help. */
export class ComputeError extends Error {}

export type VpsPlatform = {
  /** 'sandbox' or 'proxmox', shown to staff. */
  key: string
  /** Creates the VM (the next free id on a node) and starts it; the VM's place is known at once. */
  create(ctx: RequestContext, input: VmCreateInput): Promise<{ vm: VmRef; task: ComputeTask }>
  power(ctx: RequestContext, vm: VmRef, action: PowerAction): Promise<ComputeTask>
  /** Sets cores and memory, and grows the disk (never shrinks it). */
  resize(ctx: RequestContext, vm: VmRef, spec: VmSpec): Promise<ComputeTask>
  /** Stops and deletes the VM; a VM already gone is done. */
  destroy(ctx: RequestContext, vm: VmRef): Promise<ComputeTask>
  status(ctx: RequestContext, vm: VmRef): Promise<VmStatus>
  /** A task's state; throws ComputeError when it ended in failure. */
  task(ctx: RequestContext, taskId: string): Promise<ComputeTask>
}

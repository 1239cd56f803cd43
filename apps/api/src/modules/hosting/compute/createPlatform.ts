import type { VpsPlatform } from './adapter.ts'
import { type ProxmoxSettings, proxmoxPlatform } from './proxmox.ts'
import { sandboxVpsPlatform } from './sandbox.ts'

/** Proxmox VE when PROXMOX_URL is configured, else the sandbox VPS platform. */
export function createVpsPlatform(settings: ProxmoxSettings | undefined): VpsPlatform {
  return settings ? proxmoxPlatform(settings) : sandboxVpsPlatform()
}

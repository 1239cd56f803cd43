import type { VmSpec } from './adapter.ts'

const GiB = 1024 ** 3
/** Traffic is counted as spec 9 writes it: a traffic GB is 1000 × 1024 × 1024 bytes, a TB 1000 of those. */
const TRAFFIC_TB = 1000 * 1000 * 1024 ** 2

export type VpsPlan = Omit<VmSpec, 'template'> & { trafficBytes: number | null }

/** The VPS plans by catalogue code (VPS-S/M/L): what the platform is asked for, and the traffic included a month. */
export const VPS_PLANS: Record<string, VpsPlan> = {
  'VPS-S': { cores: 2, memoryBytes: 4 * GiB, diskBytes: 80 * GiB, trafficBytes: 2 * TRAFFIC_TB },
  'VPS-M': { cores: 4, memoryBytes: 8 * GiB, diskBytes: 160 * GiB, trafficBytes: 4 * TRAFFIC_TB },
  'VPS-L': { cores: 8, memoryBytes: 16 * GiB, diskBytes: 320 * GiB, trafficBytes: 8 * TRAFFIC_TB },
}

/** The operating systems a VPS is installed with (the product's OS option); Debian when none was chosen. */
export const VPS_TEMPLATES = ['DEBIAN', 'UBUNTU', 'WINDOWS'] as const
export const templateOf = (options: Record<string, unknown>) => {
  const chosen = typeof options.OS === 'string' ? options.OS.toUpperCase() : ''
  return (VPS_TEMPLATES as readonly string[]).includes(chosen) ? chosen : 'DEBIAN'
}

/** A host name from the service's name: lower-case letters, digits and dashes, at most 63. */
export function hostnameOf(name: string, fallback: string) {
  const host = name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return host || fallback
}

/**
 * Proxmox VE's units to the portal's bytes. The config counts memory in MiB, a disk is `storage:32`
 * (GiB) at creation and `…,size=32G` after it (K, M, G, T suffixes, bytes without one); the status
 * counts bytes and CPU as a share of the cores (0-1). Tables in test/hosting-vps-units.test.ts.
 */

const KiB = 1024
const MiB = KiB * 1024
const GiB = MiB * 1024
const TiB = GiB * 1024
const SUFFIX: Record<string, number> = { '': 1, K: KiB, M: MiB, G: GiB, T: TiB }

/** Memory as Proxmox's config has it (MiB) to bytes. */
export const mebibytesToBytes = (mib: number | string) => Math.round(Number(mib) * MiB)

/** Bytes to the MiB Proxmox's config takes (rounded up: a VM never gets less than it was sold). */
export const bytesToMebibytes = (bytes: number) => Math.ceil(bytes / MiB)

/** Bytes to the whole GiB a disk is created or resized with (rounded up). */
export const bytesToGibibytes = (bytes: number) => Math.ceil(bytes / GiB)

/**
 * A disk's size from its config (`local-lvm:vm-100-disk-0,size=32G`, `size=512M`) or a bare size
 * (`32G`, `1T`, `10737418240`): bytes; null when the text has no size.
 */
export function diskSizeBytes(text: string): number | null {
  const size =
    /(?:^|[,=:\s])size=([\d.]+)([KMGT]?)(?:,|$)/i.exec(text) ?? /^([\d.]+)([KMGT]?)$/i.exec(text.trim())
  if (!size) return null
  const value = Number(size[1])
  const unit = SUFFIX[(size[2] ?? '').toUpperCase()]
  if (!Number.isFinite(value) || unit === undefined) return null
  return Math.round(value * unit)
}

/** Proxmox's CPU share (0-1 of the VM's cores) as a whole per cent, 0-100. */
export const cpuPercent = (share: number | undefined) =>
  Math.min(100, Math.max(0, Math.round((share ?? 0) * 100)))

import { describe, expect, it } from 'vitest'
import { configAddresses, nodeOfUpid } from '../src/modules/hosting/compute/proxmox.ts'
import {
  bytesToGibibytes,
  bytesToMebibytes,
  cpuPercent,
  diskSizeBytes,
  mebibytesToBytes,
} from '../src/modules/hosting/compute/units.ts'

/** Issue 13 (VPS): Proxmox's units become bytes and per cents. */
const MiB = 1024 ** 2
const GiB = 1024 ** 3

describe('Proxmox memory in MiB', () => {
  it.each([
    [4096, 4 * GiB],
    ['2048', 2 * GiB],
    [512, 512 * MiB],
    [0, 0],
  ])('%j MiB is %j bytes', (mib, bytes) => {
    expect(mebibytesToBytes(mib)).toBe(bytes)
  })

  it.each([
    [4 * GiB, 4096],
    [4 * GiB + 1, 4097],
    [1, 1],
    [0, 0],
  ])('%j bytes ask for %j MiB (never less than sold)', (bytes, mib) => {
    expect(bytesToMebibytes(bytes)).toBe(mib)
  })

  it.each([
    [80 * GiB, 80],
    [80 * GiB + 1, 81],
    [GiB / 2, 1],
  ])('%j bytes make a disk of %j GiB', (bytes, gib) => {
    expect(bytesToGibibytes(bytes)).toBe(gib)
  })
})

describe('Proxmox disk sizes', () => {
  it.each([
    ['local-lvm:vm-100-disk-0,size=32G', 32 * GiB],
    ['local-lvm:vm-100-disk-0,iothread=1,size=80G', 80 * GiB],
    ['local-lvm:vm-100-disk-0,size=512M,ssd=1', 512 * MiB],
    ['ceph:vm-101-disk-1,size=1T', 1024 * GiB],
    ['size=10240K', 10240 * 1024],
    ['32G', 32 * GiB],
    ['1.5G', 1.5 * GiB],
    ['10737418240', 10 * GiB],
    ['local:iso/debian-13.iso,media=cdrom', null],
    ['', null],
  ])('%j is %j bytes', (text, bytes) => {
    expect(diskSizeBytes(text)).toBe(bytes)
  })
})

describe('Proxmox status', () => {
  it.each([
    [0.0123, 1],
    [0.5, 50],
    [1, 100],
    [1.7, 100],
    [-0.1, 0],
    [undefined, 0],
  ])('CPU share %j is %j per cent', (share, percent) => {
    expect(cpuPercent(share)).toBe(percent)
  })

  it('reads the node from a UPID and the addresses from cloud-init lines', () => {
    expect(nodeOfUpid('UPID:pve-ams1:0002A1F3:00C1B2A3:6745F1A2:qmstart:101:root@pam:')).toBe('pve-ams1')
    expect(() => nodeOfUpid('nonsense')).toThrow()
    expect(
      configAddresses({
        ipconfig1: 'ip6=2a05:d014::5/64,gw6=2a05:d014::1',
        ipconfig0: 'ip=192.0.2.5/24,gw=192.0.2.1',
        ipconfig2: 'ip=dhcp',
        name: 'x',
      }),
    ).toEqual(['192.0.2.5', '2a05:d014::5'])
  })
})

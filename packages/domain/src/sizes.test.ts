import { describe, expect, it } from 'vitest'
import { formatDiskUsage, formatTrafficUsage } from './sizes.ts'

const KiB = 1024
const MiB = KiB * KiB
const GiB = MiB * KiB
const TiB = GiB * KiB

describe('formatDiskUsage', () => {
  it('shows 0 MB for zero, negative and non-numbers', () => {
    expect(formatDiskUsage(0)).toBe('0 MB')
    expect(formatDiskUsage(-1)).toBe('0 MB')
    expect(formatDiskUsage(-5 * GiB)).toBe('0 MB')
    expect(formatDiskUsage(Number.NaN)).toBe('0 MB')
    expect(formatDiskUsage(Number.POSITIVE_INFINITY)).toBe('0 MB')
  })

  it('shows small amounts in MB with one decimal', () => {
    expect(formatDiskUsage(1)).toBe('0.0 MB')
    expect(formatDiskUsage(MiB / 2)).toBe('0.5 MB')
    expect(formatDiskUsage(MiB)).toBe('1.0 MB')
    expect(formatDiskUsage(1.25 * MiB)).toBe('1.3 MB')
  })

  it('switches to GB at 1024 MB', () => {
    expect(formatDiskUsage(1023 * MiB)).toBe('1023.0 MB')
    expect(formatDiskUsage(1023.9 * MiB)).toBe('1023.9 MB')
    expect(formatDiskUsage(1023.96 * MiB)).toBe('1.0 GB')
    expect(formatDiskUsage(GiB - 1)).toBe('1.0 GB')
    expect(formatDiskUsage(GiB)).toBe('1.0 GB')
    expect(formatDiskUsage(1.5 * GiB)).toBe('1.5 GB')
  })

  it('switches to TB at 1024 GB and stays in TB above', () => {
    expect(formatDiskUsage(1023 * GiB)).toBe('1023.0 GB')
    expect(formatDiskUsage(TiB)).toBe('1.0 TB')
    expect(formatDiskUsage(2048 * TiB)).toBe('2048.0 TB')
  })

  it('uses the locale decimal separator when given', () => {
    expect(formatDiskUsage(1.5 * GiB, { locale: 'nl' })).toBe('1,5 GB')
    expect(formatDiskUsage(0, { locale: 'nl' })).toBe('0 MB')
    expect(formatDiskUsage(1.5 * GiB, { locale: 'en' })).toBe('1.5 GB')
  })
})

describe('formatTrafficUsage', () => {
  const MB = 1000 * 1024

  it('shows 0 MB for zero, negative and non-numbers', () => {
    expect(formatTrafficUsage(0)).toBe('0 MB')
    expect(formatTrafficUsage(-1000)).toBe('0 MB')
    expect(formatTrafficUsage(Number.NaN)).toBe('0 MB')
  })

  it('divides by 1000 then 1024 for MB', () => {
    expect(formatTrafficUsage(MB)).toBe('1.0 MB')
    expect(formatTrafficUsage(MiB)).toBe('1.0 MB')
    expect(formatTrafficUsage(10 * MB)).toBe('10.0 MB')
    expect(formatTrafficUsage(MB / 2)).toBe('0.5 MB')
  })

  it('switches to GB at 1024 MB and to TB at 1024 GB', () => {
    expect(formatTrafficUsage(1023 * MB)).toBe('1023.0 MB')
    expect(formatTrafficUsage(1024 * MB)).toBe('1.0 GB')
    expect(formatTrafficUsage(1023 * 1024 * MB)).toBe('1023.0 GB')
    expect(formatTrafficUsage(1024 * 1024 * MB)).toBe('1.0 TB')
    expect(formatTrafficUsage(5000 * 1024 * 1024 * MB)).toBe('5000.0 TB')
  })
})

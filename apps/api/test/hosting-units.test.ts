import { describe, expect, it } from 'vitest'
import { limitBytes, limitCount, limitMegabytes, usedMegabytes } from '../src/modules/hosting/panel/units.ts'

/** Issue 13: every panel's sizes become bytes, and its word for unlimited becomes null. */
const MB = 1_048_576

describe('DirectAdmin (and WHMCS) sizes in MB', () => {
  it.each([
    [1024, 1024 * MB],
    ['1024', 1024 * MB],
    ['12.5', Math.round(12.5 * MB)],
    ['0.001', 1049],
    [0, 0],
    ['0', 0],
    [-1, 0],
    ['unlimited', 0],
    ['', 0],
  ])('used %j MB is %j bytes', (raw, bytes) => {
    expect(usedMegabytes(raw)).toBe(bytes)
  })

  it.each([
    ['10240', 10240 * MB],
    [1, MB],
    ['unlimited', null],
    ['UNLIMITED', null],
    ['ON', null],
    [-1, null],
    ['-1', null],
    [0, null],
    ['0', null],
    [undefined, null],
  ])('limit %j MB is %j', (raw, bytes) => {
    expect(limitMegabytes(raw)).toBe(bytes)
  })

  it('refuses a value that is no size at all', () => {
    expect(() => limitMegabytes('12G')).toThrow('Not a size: 12G')
  })
})

describe('Sandbox (and Plesk) sizes in bytes', () => {
  it.each([
    [5_368_709_120, 5_368_709_120],
    ['1073741824', 1_073_741_824],
    [0, 0],
    [-1, null],
    ['unlimited', null],
    [null, null],
  ])('limit %j bytes is %j', (raw, bytes) => {
    expect(limitBytes(raw)).toBe(bytes)
  })
})

describe('Count limits (domains, mailboxes, databases)', () => {
  it.each([
    ['10', 10],
    [0, 0],
    [-1, null],
    ['unlimited', null],
  ])('%j is %j', (raw, count) => {
    expect(limitCount(raw)).toBe(count)
  })
})

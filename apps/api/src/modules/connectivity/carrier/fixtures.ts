import type { CarrierNetwork, CarrierPackage } from './adapter.ts'

/**
 * The sandbox carrier's addresses (docs/decisions/0021-connectivity.md lists them): a postcode and
 * a range of house numbers, its street and city, and the networks there.
 *   1012AB 1-99  Amsterdam, fibre and copper    3511AB 1-99  Utrecht, copper only
 *   9991AA 1-99  Middelstum, no network at all  any other address: unknown to the carrier
 */
type FixtureAddress = {
  postcode: string
  numbers: [number, number]
  street: string
  city: string
  networks: CarrierNetwork[]
}

export const SANDBOX_ADDRESSES: FixtureAddress[] = [
  {
    postcode: '1012AB',
    numbers: [1, 99],
    street: 'Damrak',
    city: 'Amsterdam',
    networks: [
      { carrier: 'KPN', technology: 'fiber', connectionPoint: 'AMS-POP-01' },
      { carrier: 'KPN', technology: 'copper', connectionPoint: 'NL1 20/A' },
    ],
  },
  {
    postcode: '3511AB',
    numbers: [1, 99],
    street: 'Oudegracht',
    city: 'Utrecht',
    networks: [{ carrier: 'KPN', technology: 'copper', connectionPoint: 'NL1 30/C' }],
  },
  { postcode: '9991AA', numbers: [1, 99], street: 'Hoofdstraat', city: 'Middelstum', networks: [] },
]

/** What each kind of network delivers (the carrier's package codes: our catalogue sells them by code). */
export const SANDBOX_PACKAGES: CarrierPackage[] = [
  { code: 'FIBER-500', carrier: 'KPN', technology: 'fiber', downMbps: 500, upMbps: 500 },
  { code: 'FIBER-1000', carrier: 'KPN', technology: 'fiber', downMbps: 1000, upMbps: 1000 },
  { code: 'VDSL-100', carrier: 'KPN', technology: 'copper', downMbps: 100, upMbps: 30 },
]

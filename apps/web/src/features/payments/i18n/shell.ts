import type { AreaStrings } from '../../../shared/i18n/areaStrings.ts'
import en from './shell.en.ts'

export const paymentsStrings: AreaStrings = { en, nl: () => import('./shell.nl.ts') }

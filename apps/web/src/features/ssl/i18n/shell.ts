import type { AreaStrings } from '../../../shared/i18n/areaStrings.ts'
import en from './shell.en.ts'

export const sslStrings: AreaStrings = { en, nl: () => import('./shell.nl.ts') }

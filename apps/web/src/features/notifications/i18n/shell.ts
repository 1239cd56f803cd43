import type { AreaStrings } from '../../../shared/i18n/areaStrings.ts'
import en from './shell.en.ts'

export const notificationsStrings: AreaStrings = { en, nl: () => import('./shell.nl.ts') }

import '../../../shared/ui/i18n/register.ts'
// The SIM dialog of the connectivity area opens on this page.
import '../../connectivity/i18n/register.ts'
import { registerTranslations } from '../../../shared/ui/featureTranslations.ts'
import en from './selfservice.en.ts'

await registerTranslations(en, () => import('./selfservice.nl.ts'))

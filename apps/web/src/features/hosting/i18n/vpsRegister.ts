import './register.ts'
import { registerTranslations } from '../../../shared/ui/featureTranslations.ts'
import en from './vps.en.ts'

await registerTranslations(en, () => import('./vps.nl.ts'))

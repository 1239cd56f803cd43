import { registerTranslations } from '../../../shared/ui/featureTranslations.ts'
import en from './en.ts'

await registerTranslations(en, () => import('./nl.ts'))

import { registerTranslations } from '../featureTranslations.ts'
import en from './en.ts'

await registerTranslations(en, () => import('./nl.ts'))

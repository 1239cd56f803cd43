import './register.ts'
import { registerTranslations } from '../../../shared/ui/featureTranslations.ts'
import en from './order.en.ts'

await registerTranslations(en, () => import('./order.nl.ts'))

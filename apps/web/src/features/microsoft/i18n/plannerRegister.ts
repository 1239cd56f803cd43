import './register.ts'
import { registerTranslations } from '../../../shared/ui/featureTranslations.ts'
import en from './planner.en.ts'

await registerTranslations(en, () => import('./planner.nl.ts'))

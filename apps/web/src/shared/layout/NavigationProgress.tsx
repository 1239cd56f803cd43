import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import classes from './layout.module.css'

/** Spec 2: a progress bar runs while a navigation (including loading a lazy page) is under way. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      className={classes.progress}
      role="progressbar"
      aria-label={t('nav.progress')}
      data-testid="nav-progress"
    />
  )
}

import { Tabs } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { billingPaths } from '../paths.ts'

const TABS = [
  { value: 'general', path: billingPaths.settings() },
  { value: 'emails', path: billingPaths.emails() },
  { value: 'documents', path: billingPaths.documents() },
] as const

/** Moves between the three billing settings screens. */
export function SettingsNav() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const active =
    [...TABS].reverse().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.value ??
    'general'
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = TABS.find((x) => x.value === value)
        if (tab) navigate(tab.path)
      }}
      mb="lg"
    >
      <Tabs.List aria-label={t('billing.settings.nav')}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} data-testid={`settings-tab-${tab.value}`}>
            {t(`billing.settings.tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}

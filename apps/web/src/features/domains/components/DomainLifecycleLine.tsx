import { Group, Text } from '@mantine/core'
import type { Domain } from '@portico/contracts'
import { formatDate } from '../../../shared/i18n/format.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'

/** Where the registry has the domain by its expiry date: the state, until when, and what brings it back. */
export function DomainLifecycleLine({ lifecycle }: { lifecycle: NonNullable<Domain['lifecycle']> }) {
  const { t } = useFeatureTranslation()
  const { language } = useCatalogFormat()
  const until = lifecycle.until ? formatDate(lifecycle.until, language) : null
  const recovery = lifecycle.recovery
    ? `domains.view.lifecycle.${lifecycle.recovery}`
    : 'domains.view.lifecycle.lost'
  return (
    <Group gap={6} component="span" data-testid="domain-lifecycle" data-state={lifecycle.state}>
      <Text span fw={600} size="sm">
        {lifecycle.state === 'active' && until
          ? t('domains.view.lifecycle.expires', { date: until })
          : `${t(`domains.view.lifecycle.state.${lifecycle.state}`)}${until ? ` ${t('domains.view.lifecycle.until', { date: until })}` : ''}`}
      </Text>
      <Text span size="sm" c="dimmed">
        {t(recovery)}
      </Text>
    </Group>
  )
}

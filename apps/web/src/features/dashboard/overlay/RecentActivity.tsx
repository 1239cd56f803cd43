import { Skeleton, Stack, Text, Timeline } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { LabelledSection } from '../components/LabelledSection.tsx'
import { useActivityQuery } from '../queries.ts'
import { activityLabel } from './activityLabel.ts'

export function RecentActivity() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const activity = useActivityQuery()
  return (
    <LabelledSection id="overlay-activity" title={t('overlay.activity')} level={3}>
      {activity.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : activity.isError ? (
        <Text size="sm" c="dimmed">
          {t('overlay.activityError')}
        </Text>
      ) : activity.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overlay.noActivity')}
        </Text>
      ) : (
        <Timeline bulletSize={10} lineWidth={2} data-testid="recent-activity">
          {activity.data.slice(0, 10).map((item) => (
            <Timeline.Item
              key={item.id}
              title={
                <Text size="sm" fw={600}>
                  {activityLabel(t, item.action)}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {[item.company_name, item.actor_name ? t('overlay.by', { name: item.actor_name }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.created_at, language)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </LabelledSection>
  )
}

import { Group, Skeleton, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { LabelledSection } from '../components/LabelledSection.tsx'
import { dashboardQuery } from '../queries.ts'

/** Staff only. Sales figures are the dashboard tiles whose key starts with "sales" (added by billing). */
export function SalesSummary() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const dashboard = useQuery({ ...dashboardQuery(), throwOnError: false })
  const tiles = dashboard.data?.tiles.filter((tile) => tile.key.startsWith('sales')) ?? []
  return (
    <LabelledSection id="overlay-sales" title={t('overlay.sales')} level={3}>
      {dashboard.isPending ? (
        <Skeleton height={48} />
      ) : tiles.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="sales-empty">
          {t('overlay.noSales')}
        </Text>
      ) : (
        tiles.map((tile) => (
          <Group key={tile.key} justify="space-between">
            <Text size="sm">{t(`landing.tiles.${tile.key}`, { defaultValue: tile.key })}</Text>
            <Text size="sm" fw={700}>
              {formatNumber(tile.value, language)}
            </Text>
          </Group>
        ))
      )}
    </LabelledSection>
  )
}

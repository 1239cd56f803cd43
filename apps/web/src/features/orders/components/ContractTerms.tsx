import { Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** The contract a product's sale makes, said before it is bought: "Minimum term 12 months · 30 days notice". */
export function ContractTerms({ terms }: { terms: { commitment_months: number; notice_days: number } }) {
  const { t } = useFeatureTranslation()
  const parts = [
    terms.commitment_months ? t('orders.contract.term', { count: terms.commitment_months }) : null,
    terms.notice_days ? t('orders.contract.notice', { count: terms.notice_days }) : null,
  ].filter(Boolean)
  if (parts.length === 0) return null
  return (
    <Text span size="xs" c="dimmed" display="block" data-testid="contract-terms">
      {parts.join(' · ')}
    </Text>
  )
}

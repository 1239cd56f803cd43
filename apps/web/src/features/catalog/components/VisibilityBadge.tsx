import { Badge, Box } from '@mantine/core'
import type { ProductVisibility } from '@portico/contracts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

const COLOURS: Record<ProductVisibility, string> = { public: 'green', hidden: 'yellow', retired: 'gray' }

export function VisibilityBadge({ visibility }: { visibility: ProductVisibility }) {
  const { t } = useFeatureTranslation()
  return (
    <Badge color={COLOURS[visibility]} variant="dot" data-testid="visibility-badge">
      {t(`catalog.visibility.${visibility}`)}
    </Badge>
  )
}

/** A list's visibility column: the badge's label may shrink to an ellipsis, so it keeps room for all of it. */
export function visibilityColumn<Row extends { visibility: ProductVisibility }>(
  header: string,
): DataColumn<Row> {
  return {
    key: 'visibility',
    header,
    render: (row) => (
      <Box miw="max-content">
        <VisibilityBadge visibility={row.visibility} />
      </Box>
    ),
  }
}

/** The one-year price a catalogue list shows, when it is sold. */
export const oneYearPrice = <Price extends { period: string; enabled: boolean }>(prices: readonly Price[]) =>
  prices.find((p) => p.period === 'P1Y' && p.enabled)

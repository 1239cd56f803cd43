import { Badge } from '@mantine/core'
import type { ProductVisibility } from '@portico/contracts'
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

import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { hostingPaths } from '../paths.ts'

export function OrderButton() {
  const { t } = useFeatureTranslation()
  return (
    <Button
      component={Link}
      to={hostingPaths.order()}
      leftSection={<IconPlus size={16} aria-hidden />}
      data-testid="webhosting-order"
    >
      {t('hosting.list.order')}
    </Button>
  )
}

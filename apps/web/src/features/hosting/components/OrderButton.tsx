import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { hostingPaths } from '../paths.ts'

export function OrderButton() {
  const { t } = useFeatureTranslation()
  return (
    <CreateLink to={hostingPaths.order()} testId="webhosting-order">
      {t('hosting.list.order')}
    </CreateLink>
  )
}

import { Anchor, Paper, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { domainPaths } from '../domainPaths.ts'

/** Setup and confirm without chosen names: the way back to the check. */
export function NoDomainsChosen() {
  const { t } = useFeatureTranslation()
  return (
    <Paper withBorder p="lg" radius="md" data-testid="domain-setup-empty">
      <Text mb="xs">{t('domains.setup.empty')}</Text>
      <Anchor component={Link} to={domainPaths.check()}>
        {t('domains.setup.toCheck')}
      </Anchor>
    </Paper>
  )
}

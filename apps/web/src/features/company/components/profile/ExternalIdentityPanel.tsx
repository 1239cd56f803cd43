import { Anchor, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'

/** A user of an external IdP changes name, password and second factor at that IdP. */
export function ExternalIdentityPanel({ accountUrl }: { accountUrl: string | null }) {
  const { t } = useFeatureTranslation()
  return (
    <Panel title={t('company.profile.signIn')} testId="profile-external">
      <Text>{t('company.profile.externalText')}</Text>
      {accountUrl ? (
        <Anchor href={accountUrl} target="_blank" rel="noreferrer" data-testid="profile-account-link">
          {t('company.profile.accountLink')}
        </Anchor>
      ) : null}
    </Panel>
  )
}

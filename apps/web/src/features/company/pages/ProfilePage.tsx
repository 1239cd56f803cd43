import '../i18n/register.ts'
import { Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { meQuery } from '../../../shared/auth/queries.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { ExternalIdentityPanel } from '../components/profile/ExternalIdentityPanel.tsx'
import { NameForm } from '../components/profile/NameForm.tsx'
import { PasswordPanel } from '../components/profile/PasswordPanel.tsx'
import { SessionsPanel } from '../components/profile/SessionsPanel.tsx'
import { TwoFactorPanel } from '../components/profile/TwoFactorPanel.tsx'
import { useMySecurityQuery } from '../profileQueries.ts'

/**
 * Profile (route profile-details, /company/peofile): the signed-in user's own record, their name,
 * and for accounts of the embedded IdP the password and two-factor sign-in (decision 0018).
 */
export default function ProfilePage() {
  const { t } = useFeatureTranslation()
  const me = useQuery(meQuery())
  const security = useMySecurityQuery()
  const field = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  )
  if (me.isError || security.isError) {
    return (
      <>
        <PageHeader title={t('routes.profile')} />
        <QueryError
          message={t('errors.500.text')}
          onRetry={() => void Promise.all([me.refetch(), security.refetch()])}
        />
      </>
    )
  }
  if (!me.data || !security.data) {
    return (
      <>
        <PageHeader title={t('routes.profile')} />
        <Skeleton height={320} />
      </>
    )
  }
  const embedded = security.data.identity === 'embedded'
  return (
    <>
      <PageHeader title={t('routes.profile')} />
      <Stack gap="lg">
        <Panel testId="profile">
          <Stack gap="lg">
            {embedded ? <NameForm name={me.data.display_name} /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {embedded ? null : field(t('profile.name'), me.data.display_name)}
              {field(t('profile.username'), me.data.username)}
              {field(t('profile.email'), me.data.email)}
              {field(t('profile.language'), me.data.locale ? t(`languages.${me.data.locale}`) : null)}
              {field(t('profile.access'), t(`profile.accessLevels.${me.data.access}`))}
            </SimpleGrid>
            <div>
              <Text size="sm" c="dimmed" mb={4}>
                {t('profile.companies')}
              </Text>
              {me.data.companies.length === 0 ? (
                <Text>{t('profile.noCompanies')}</Text>
              ) : (
                <Group gap="xs">
                  {me.data.companies.map((company) => (
                    <Badge key={company.id} variant="light" size="lg">
                      {company.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </div>
          </Stack>
        </Panel>
        {embedded ? (
          <>
            <PasswordPanel />
            <TwoFactorPanel security={security.data} />
            <SessionsPanel />
          </>
        ) : (
          <ExternalIdentityPanel accountUrl={security.data.account_url} />
        )}
      </Stack>
    </>
  )
}

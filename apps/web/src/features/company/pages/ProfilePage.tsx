import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { meQuery } from '../../../shared/auth/queries.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'

/** Profile details (route profile-details, /company/peofile): the signed-in user's own record. */
export default function ProfilePage() {
  const { t } = useTranslation()
  const me = useQuery(meQuery())
  const field = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  )
  return (
    <>
      <PageHeader title={t('routes.profile')} />
      {me.isPending ? (
        <Skeleton height={200} />
      ) : me.isError ? (
        <QueryError message={t('errors.500.text')} onRetry={() => void me.refetch()} />
      ) : (
        <Paper withBorder p="lg" radius="md" data-testid="profile">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field(t('profile.name'), me.data.display_name)}
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
        </Paper>
      )}
    </>
  )
}

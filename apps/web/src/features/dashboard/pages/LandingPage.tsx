import { Skeleton, Stack, Text } from '@mantine/core'
import { isPermitted, ROLES } from '@portico/domain'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { CompanyList } from '../components/CompanyList.tsx'
import { DashboardTiles } from '../components/DashboardTiles.tsx'
import { RevenueSection } from '../components/RevenueSection.tsx'
import { useDashboardQuery } from '../queries.ts'

/** The landing dashboard (route "landing"). */
export default function LandingPage() {
  const { t } = useTranslation()
  const name = useAuth((state) => state.user.first_name || state.user.display_name || state.user.username)
  const staff = useAuth((state) =>
    isPermitted(state.user.roles, { any_roles: [ROLES.superAdmin, ROLES.staff] }),
  )
  const dashboard = useDashboardQuery()
  return (
    <>
      <PageHeader title={t('routes.landing')} subtitle={t('landing.welcome', { name })} />
      {dashboard.isPending ? (
        <Stack>
          <Skeleton height={96} />
          <Skeleton height={160} />
        </Stack>
      ) : dashboard.isError ? (
        <QueryError message={t('landing.loadError')} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Stack gap="xl">
          {dashboard.data.tiles.length > 0 ? <DashboardTiles tiles={dashboard.data.tiles} /> : null}
          {dashboard.data.revenue ? <RevenueSection months={dashboard.data.revenue} /> : null}
          {dashboard.data.companies.length > 0 ? <CompanyList companies={dashboard.data.companies} /> : null}
          {!staff && dashboard.data.companies.length === 0 ? (
            <Text c="dimmed" data-testid="dashboard-empty">
              {t('landing.noCompanies')}
            </Text>
          ) : null}
        </Stack>
      )}
    </>
  )
}

import { Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core'
import type { DashboardResponse } from '@portico/contracts'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { setCompanyScope } from '../../../shared/scope/scopeService.ts'
import { LabelledSection } from './LabelledSection.tsx'

type Company = DashboardResponse['data']['companies'][number]

/** A company user's companies; each can be taken as the scope. */
export function CompanyList({ companies }: { companies: Company[] }) {
  const { t } = useTranslation()
  const scope = useAuth((state) => state.companyScope)
  return (
    <LabelledSection id="dashboard-companies" title={t('landing.yourCompanies')} level={2}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="dashboard-companies">
        {companies.map((company) => (
          <Paper key={company.id} withBorder p="md" radius="md">
            <Text fw={600} truncate>
              {company.name}
            </Text>
            <Group justify="space-between" mt="xs">
              <Badge variant="light" color="gray">
                {t(`landing.kinds.${company.kind}`, { defaultValue: company.kind })}
              </Badge>
              {scope === company.id ? (
                <Badge variant="filled">{t('landing.currentScope')}</Badge>
              ) : (
                <Button variant="light" size="compact-sm" onClick={() => void setCompanyScope(company.id)}>
                  {t('landing.useScope')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </LabelledSection>
  )
}

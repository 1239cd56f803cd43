import '../i18n/register.ts'
import { Anchor, Select, Text } from '@mantine/core'
import type { DomainPreset } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useDomainContactsQuery } from '../contactQueries.ts'
import { useDomainPresetsQuery } from '../presetQueries.ts'
import { presetPaths } from '../settingsPaths.ts'
import { useDomainCompanies } from '../useDomainCompanies.ts'

/** /domains/presets: the presets of the companies in view, with what each sets up. */
export default function PresetListPage() {
  const { t } = useFeatureTranslation()
  const companies = useDomainCompanies()
  const several = companies.length > 1
  const [company, setCompany] = useState<string | null>(null)
  const list = useDomainPresetsQuery({ company: company ?? undefined })
  const contacts = useDomainContactsQuery({})
  const handle = (id: string | null) => contacts.data?.find((c) => c.id === id)?.handle ?? ''

  const columns: DataColumn<DomainPreset>[] = [
    {
      key: 'name',
      header: t('domains.presets.name'),
      render: (row) => (
        <Anchor component={Link} to={presetPaths.view(row.id)} fw={600} data-testid="preset-link">
          {row.name}
        </Anchor>
      ),
    },
    ...(several
      ? [
          {
            key: 'company',
            header: t('domains.presets.company'),
            render: (row: DomainPreset) => row.company_name,
          },
        ]
      : []),
    {
      key: 'nameservers',
      header: t('domains.presets.nameservers'),
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.nameservers.join(', ')}
        </Text>
      ),
    },
    {
      key: 'records',
      header: t('domains.presets.records'),
      nowrap: true,
      render: (row) => t('domains.presets.recordCount', { count: row.dns_template.length }),
    },
    {
      key: 'registrant',
      header: t('domains.presets.registrant'),
      nowrap: true,
      render: (row) => handle(row.registrant_id),
    },
  ]

  return (
    <>
      <PageHeader
        title={t('routes.domainPresets')}
        subtitle={t('domains.presets.intro')}
        actions={
          <CreateLink to={presetPaths.create()} testId="preset-new">
            {t('domains.presets.new')}
          </CreateLink>
        }
      />
      {several ? (
        <Select
          label={t('domains.presets.company')}
          placeholder={t('domains.presets.allCompanies')}
          data={companies}
          value={company}
          onChange={setCompany}
          clearable
          w={{ base: '100%', xs: 240 }}
          mb="md"
          data-testid="preset-company-filter"
        />
      ) : null}
      <QueryTable
        query={list}
        errorMessage={t('domains.presets.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isLoading}
        empty={t('domains.presets.empty')}
        testId="preset-table"
        minWidth={720}
      />
    </>
  )
}

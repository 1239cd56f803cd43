import '../i18n/register.ts'
import { Anchor, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { DomainContact } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useDomainContactsQuery } from '../contactQueries.ts'
import { contactPaths } from '../settingsPaths.ts'
import { useDomainCompanies } from '../useDomainCompanies.ts'

/** /domains/contacts: the contact handles of the companies in view, how often each is used. */
export default function ContactListPage() {
  const { t, i18n } = useFeatureTranslation()
  const companies = useDomainCompanies()
  const several = companies.length > 1
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [company, setCompany] = useState<string | null>(null)
  const list = useDomainContactsQuery({ q: q || undefined, company: company ?? undefined })
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' })

  const columns: DataColumn<DomainContact>[] = [
    {
      key: 'handle',
      header: t('domains.contacts.handle'),
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={contactPaths.view(row.id)} fw={600} size="sm" data-testid="contact-link">
          {row.handle}
        </Anchor>
      ),
    },
    { key: 'name', header: t('domains.contacts.name'), nowrap: true, render: (row) => row.name },
    {
      key: 'organization',
      header: t('domains.contacts.organization'),
      render: (row) => row.organization ?? '',
    },
    { key: 'email', header: t('domains.contacts.email'), render: (row) => row.email },
    { key: 'voice', header: t('domains.contacts.voice'), nowrap: true, render: (row) => row.voice },
    {
      key: 'country',
      header: t('domains.contacts.country'),
      render: (row) => countries.of(row.country) ?? row.country,
    },
    ...(several
      ? [
          {
            key: 'company',
            header: t('domains.contacts.company'),
            render: (row: DomainContact) => row.company_name,
          },
        ]
      : []),
    {
      key: 'in_use',
      header: t('domains.contacts.inUse'),
      nowrap: true,
      // The count alone keeps the column narrow; its title says what it counts.
      render: (row) => (
        <Text
          size="sm"
          c={row.in_use > 0 ? undefined : 'dimmed'}
          title={
            row.in_use > 0
              ? t('domains.contacts.inUseCount', { count: row.in_use })
              : t('domains.contacts.notUsed')
          }
          data-testid="contact-in-use"
        >
          {row.in_use}
        </Text>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title={t('routes.domainContacts')}
        subtitle={t('domains.contacts.intro')}
        actions={
          <CreateLink to={contactPaths.create()} testId="contact-new">
            {t('domains.contacts.new')}
          </CreateLink>
        }
      />
      <ListToolbar
        search={{
          label: t('domains.contacts.search'),
          placeholder: t('domains.contacts.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          width: { base: '100%', xs: 340 },
          testId: 'contact-search',
        }}
        filters={[
          several && {
            key: 'company',
            label: t('domains.contacts.company'),
            placeholder: t('domains.contacts.allCompanies'),
            data: companies,
            value: company,
            onChange: setCompany,
            testId: 'contact-company-filter',
          },
        ]}
      />
      <QueryTable
        query={list}
        errorMessage={t('domains.contacts.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isLoading}
        empty={t('domains.contacts.empty')}
        testId="contact-table"
        minWidth={900}
      />
    </>
  )
}

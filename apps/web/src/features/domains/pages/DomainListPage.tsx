import '../i18n/register.ts'
import { Anchor, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { DOMAIN_STATUSES, type Domain, type DomainStatus } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { formatDate } from '../../../shared/i18n/format.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { KeysetQueryTable } from '../../../shared/ui/KeysetQueryTable.tsx'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useKeysetPaging } from '../../../shared/ui/useKeysetPaging.ts'
import { useCatalogFormat } from '../../catalog/format.ts'
import { useScopedCompanyId } from '../../company/scope.ts'
import { DomainStatusBadge } from '../components/DomainStatusBadge.tsx'
import { localToday, soonDays } from '../domainDates.ts'
import { domainPaths } from '../domainPaths.ts'
import { ENDED_STATUSES, useDomainsQuery } from '../domainQueries.ts'

const EXPIRING = ['30', '60', '90'] as const
type Expiring = (typeof EXPIRING)[number]

/** /domains/list: the domains of the companies in scope, filtered by status, extension and expiry. */
export default function DomainListPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const scoped = useScopedCompanyId()
  const companies = useAuth((s) => s.user.companies)
  const several = !scoped
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [tldTyped, setTld] = useState('')
  const [tld] = useDebouncedValue(tldTyped.trim().replace(/^\./, ''), 300)
  const [status, setStatus] = useState<DomainStatus | null>(null)
  const [expiring, setExpiring] = useState<Expiring | null>(null)
  const [company, setCompany] = useState<string | null>(null)
  const params = {
    q: q || undefined,
    tld: tld || undefined,
    status: status ?? undefined,
    expiring: expiring ?? undefined,
    company: (several && company) || undefined,
  }
  const paging = useKeysetPaging(JSON.stringify(params))
  const list = useDomainsQuery({ ...params, cursor: paging.cursor, limit: 50 })
  const today = localToday()

  const onOff = (on: boolean) => (
    <Text size="sm" c={on ? undefined : 'dimmed'}>
      {t(on ? 'domains.list.on' : 'domains.list.off')}
    </Text>
  )
  const expiry = (row: Domain) => {
    if (!row.expires_on) return '—'
    const days = soonDays(row.expires_on, today)
    return (
      <Stack gap={0}>
        <Text size="sm">{formatDate(row.expires_on, format.language)}</Text>
        {days !== null ? (
          <Text
            size="xs"
            fw={days <= 30 ? 700 : undefined}
            c={days <= 30 ? undefined : 'dimmed'}
            data-testid="domain-expires-soon"
          >
            {days === 0 ? t('domains.list.today') : t('domains.list.inDays', { count: days })}
          </Text>
        ) : null}
      </Stack>
    )
  }
  const columns: (DataColumn<Domain> | false)[] = [
    {
      key: 'name',
      header: t('domains.list.name'),
      render: (row) => (
        <Anchor
          component={Link}
          to={domainPaths.view(ENDED_STATUSES.includes(row.status) ? row.id : row.name)}
          fw={600}
          data-testid="domain-link"
        >
          {row.name}
        </Anchor>
      ),
    },
    several && { key: 'company', header: t('domains.list.company'), render: (row) => row.company_name },
    {
      key: 'status',
      header: t('domains.list.status'),
      render: (row) => <DomainStatusBadge status={row.status} />,
    },
    { key: 'expires', header: t('domains.list.expires'), nowrap: true, render: expiry },
    { key: 'renew', header: t('domains.list.autoRenew'), render: (row) => onOff(row.auto_renew) },
    { key: 'lock', header: t('domains.list.lock'), render: (row) => onOff(row.transfer_lock) },
  ]

  return (
    <>
      <PageHeader title={t('routes.domainsList')} />
      <ListToolbar
        search={{
          label: t('domains.list.search'),
          placeholder: t('domains.list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          width: { base: '100%', sm: 240 },
          testId: 'domain-search',
        }}
        filters={[
          several &&
            companies.length > 1 && {
              key: 'company',
              label: t('domains.list.company'),
              placeholder: t('domains.list.anyCompany'),
              data: companies.map((c) => ({ value: c.id, label: c.name })),
              value: company,
              onChange: setCompany,
              width: { base: '100%', sm: 200 },
              testId: 'domain-company',
            },
          {
            key: 'status',
            label: t('domains.list.status'),
            placeholder: t('domains.list.anyStatus'),
            data: DOMAIN_STATUSES.map((value) => ({ value, label: t(`domains.list.states.${value}`) })),
            value: status,
            onChange: (value) => setStatus(value as DomainStatus | null),
            width: { base: '100%', sm: 200 },
            testId: 'domain-status-filter',
          },
          {
            key: 'expiring',
            label: t('domains.list.expiring'),
            placeholder: t('domains.list.anyExpiry'),
            data: EXPIRING.map((days) => ({ value: days, label: t('domains.list.within', { days }) })),
            value: expiring,
            onChange: (value) => setExpiring(value as Expiring | null),
            width: { base: '100%', sm: 180 },
            testId: 'domain-expiring',
          },
        ]}
      >
        <TextInput
          label={t('domains.list.tld')}
          placeholder={t('domains.list.tldPlaceholder')}
          value={tldTyped}
          onChange={(event) => setTld(event.currentTarget.value)}
          maxLength={63}
          w={{ base: '100%', sm: 120 }}
          data-testid="domain-tld"
        />
      </ListToolbar>
      <KeysetQueryTable
        query={list}
        paging={paging}
        errorMessage={t('domains.list.loadError')}
        columns={columns.filter((c): c is DataColumn<Domain> => Boolean(c))}
        rowKey={(row) => row.id}
        loading={list.isFetching && !list.data}
        empty={
          <>
            {t('domains.list.empty')}{' '}
            <Anchor component={Link} to={domainPaths.check()} data-testid="domain-empty-check">
              {t('domains.list.emptyAction')}
            </Anchor>
          </>
        }
        testId="domain-table"
        minWidth={760}
        stackOnPhone
      />
    </>
  )
}

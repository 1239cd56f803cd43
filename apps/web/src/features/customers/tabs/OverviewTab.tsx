import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import type { ReactNode } from 'react'
import { formatDate } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { VatCheckPanel } from '../components/VatCheckPanel.tsx'
import { countryName } from '../countries.ts'
import type { RecordKind } from '../kind.ts'

/** The record's details, read only; editing is on the edit page. */
export function OverviewTab({
  kind,
  record,
  canCheckVat = true,
}: {
  kind: RecordKind
  record: Customer
  canCheckVat?: boolean
}) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  )
  const { address } = record
  const website =
    record.website && /^https?:\/\//i.test(record.website) ? (
      <Anchor href={record.website} target="_blank" rel="noopener noreferrer">
        {record.website}
      </Anchor>
    ) : (
      record.website
    )
  return (
    <Stack data-testid="record-overview">
      <Panel title={t('customers.form.sections.company')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {item(t('customers.fields.name'), record.name)}
          {item(t('customers.fields.number'), record.number)}
          {item(t('customers.fields.parent'), record.parent_name)}
          {item(t('customers.fields.billing_email'), record.billing_email)}
          {item(t('customers.fields.phone'), record.phone)}
          {item(t('customers.fields.website'), website)}
          {item(t('customers.fields.vat_id'), record.vat_id)}
          {item(t('customers.fields.coc_number'), record.coc_number)}
          {item(t('customers.fields.created_at'), formatDate(record.created_at, language))}
        </SimpleGrid>
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title={t('customers.form.sections.address')}>
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="record-address">
            {[
              address.street,
              [address.postal_code, address.city].filter(Boolean).join(' '),
              countryName(address.country, language),
            ]
              .filter(Boolean)
              .join('\n') || '—'}
          </Text>
        </Panel>
        <Panel title={t('customers.form.sections.billing')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {item(t('customers.fields.language'), t(`languages.${record.language}`))}
            {item(t('customers.fields.currency'), record.currency)}
            {item(t('customers.fields.payment_terms_days'), record.payment_terms_days)}
          </SimpleGrid>
        </Panel>
      </SimpleGrid>
      {record.vat_id || record.vat_check ? (
        <VatCheckPanel kind={kind} record={record} canCheck={canCheckVat && record.archived_at === null} />
      ) : null}
      {record.notes ? (
        <Panel title={t('customers.fields.notes')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{record.notes}</Text>
        </Panel>
      ) : null}
    </Stack>
  )
}

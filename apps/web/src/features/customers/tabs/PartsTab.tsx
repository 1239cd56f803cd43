import { Anchor, Group } from '@mantine/core'
import type { Contact, Customer, Location } from '@portico/contracts'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type QueryRows, QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { type RecordKind, recordPaths } from '../kind.ts'
import { usePartsQuery } from '../partQueries.ts'

/** The record's contacts or locations, each linking to its own page; "new" opens an empty form. */
export function PartsTab({
  kind,
  record,
  part,
}: {
  kind: RecordKind
  record: Customer
  part: 'contacts' | 'locations'
}) {
  const { t } = useFeatureTranslation()
  const list = usePartsQuery(kind, record.id, part)
  const paths = recordPaths(kind)
  const href = (id: string) =>
    part === 'contacts' ? paths.contact(record.id, id) : paths.location(record.id, id)
  /** The first column: the item's name, linking to its page. */
  const linkColumn = <Row extends { id: string }>(
    key: string,
    header: string,
    name: (row: Row) => string,
  ): DataColumn<Row> => ({
    key,
    header,
    render: (row) => (
      <Anchor component={Link} to={href(row.id)} fw={600} data-testid="part-link">
        {name(row)}
      </Anchor>
    ),
  })
  const contactColumns: DataColumn<Contact>[] = [
    linkColumn('full_name', t('customers.contact.full_name'), (row) => row.full_name),
    { key: 'job_title', header: t('customers.contact.job_title'), render: (row) => row.job_title },
    { key: 'email', header: t('customers.contact.email'), render: (row) => row.email },
    {
      key: 'phone',
      header: t('customers.contact.phone_number'),
      nowrap: true,
      render: (row) =>
        row.phone_number
          ? `${row.phone_number}${row.phone_number_extension ? ` / ${row.phone_number_extension}` : ''}`
          : null,
    },
    {
      key: 'mobile',
      header: t('customers.contact.mobile_number'),
      nowrap: true,
      render: (row) => row.mobile_number,
    },
    {
      key: 'method',
      header: t('customers.contact.communication_method'),
      render: (row) => t(`customers.contact.methods.${row.communication_method}`),
    },
  ]
  const locationColumns: DataColumn<Location>[] = [
    linkColumn('name', t('customers.location.name'), (row) => row.name),
    {
      key: 'address',
      header: t('customers.location.address'),
      render: (row) =>
        [row.address.street, row.address.postal_code, row.address.city, row.address.country]
          .filter(Boolean)
          .join(', '),
    },
    { key: 'contact', header: t('customers.location.contact_id'), render: (row) => row.contact_name },
  ]
  return (
    <>
      {record.archived_at === null ? (
        <Group justify="flex-end" mb="md">
          <CreateLink to={href('new')} testId={`add-${part}`}>
            {t(`customers.parts.add.${part}`)}
          </CreateLink>
        </Group>
      ) : null}
      {part === 'contacts' ? (
        <QueryTable
          query={list as QueryRows<Contact>}
          errorMessage={t('customers.parts.loadError')}
          columns={contactColumns}
          rowKey={(row) => row.id}
          empty={t('customers.parts.empty.contacts')}
          testId="contacts-list"
        />
      ) : (
        <QueryTable
          query={list as QueryRows<Location>}
          errorMessage={t('customers.parts.loadError')}
          columns={locationColumns}
          rowKey={(row) => row.id}
          empty={t('customers.parts.empty.locations')}
          testId="locations-list"
        />
      )}
    </>
  )
}

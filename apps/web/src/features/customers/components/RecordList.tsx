import { Alert, Anchor, Button } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Customer } from '@portico/contracts'
import { IconDownload, IconUpload } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { browserStorage } from '../../../shared/lib/storage.ts'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn, SortState } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { KeysetQueryTable } from '../../../shared/ui/KeysetQueryTable.tsx'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { useKeysetPaging } from '../../../shared/ui/useKeysetPaging.ts'
import {
  exportQuery,
  FIXED_COLUMNS,
  LIST_COLUMNS,
  type ListColumn,
  normalizeColumns,
  readColumns,
  writeColumns,
} from '../columns.ts'
import { countryOptions } from '../countries.ts'
import { downloadCsv } from '../csv.ts'
import { type RecordKind, recordPaths } from '../kind.ts'
import { useRecordListQuery } from '../queries.ts'
import { ImportDialog } from './ImportDialog.tsx'

const SORTABLE: Partial<Record<ListColumn, string>> = { number: 'number', name: 'name', city: 'city' }

/** A list of customers or resellers: search, country filter, sort, keyset pages, columns, CSV. */
export function RecordList({
  kind,
  status,
  parentId,
  actions = true,
}: {
  kind: RecordKind
  status: 'active' | 'archived'
  parentId?: string
  /** Create and import belong on the list pages, not on a reseller's customers tab. */
  actions?: boolean
}) {
  const { t, i18n } = useFeatureTranslation()
  const paths = recordPaths(kind)
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [country, setCountry] = useState<string | null>(null)
  const [sort, setSort] = useState<SortState>({ by: 'number', order: 'asc' })
  const [columns, setColumns] = useState<ListColumn[]>(() => readColumns(browserStorage(), kind))
  const [importing, setImporting] = useState(false)
  const [exportError, setExportError] = useState(false)
  const filters = {
    status,
    q: q || undefined,
    country: country ?? undefined,
    parent_id: parentId,
    sort: sort.by as 'number',
    order: sort.order,
  }
  const paging = useKeysetPaging(JSON.stringify(filters))
  const list = useRecordListQuery(kind, { ...filters, cursor: paging.cursor })
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])

  const cell = (column: ListColumn, row: Customer) => {
    switch (column) {
      case 'name':
        return (
          <Anchor component={Link} to={paths.view(row.id)} fw={600} data-testid="record-link">
            {row.name}
          </Anchor>
        )
      case 'street':
      case 'postal_code':
      case 'city':
      case 'country':
        return row.address[column]
      case 'language':
        return t(`languages.${row.language}`)
      default:
        return row[column]
    }
  }
  const tableColumns: DataColumn<Customer>[] = columns.map((column) => ({
    key: column,
    header: t(`customers.fields.${column}`),
    sortKey: SORTABLE[column],
    nowrap: column !== 'name',
    render: (row) => cell(column, row),
  }))

  const changeColumns = (next: ListColumn[]) => {
    setColumns(next)
    writeColumns(browserStorage(), kind, next)
  }
  const exportCsv = async () => {
    setExportError(false)
    const query = exportQuery({ ...filters, sort: sort.by, order: sort.order }, columns)
    await downloadCsv(`/api/v1/${kind}/export?${query}`, `${kind}-${status}.csv`).catch(() =>
      setExportError(true),
    )
  }

  return (
    <>
      <ListToolbar
        search={{
          label: t('customers.list.search'),
          placeholder: t('customers.list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        filters={[
          {
            key: 'country',
            label: t('customers.list.country'),
            placeholder: t('customers.list.anyCountry'),
            data: countries,
            value: country,
            onChange: setCountry,
            searchable: true,
            width: 220,
          },
        ]}
        columns={{
          value: columns,
          options: LIST_COLUMNS.map((column) => ({
            value: column,
            label: t(`customers.fields.${column}`),
            disabled: FIXED_COLUMNS.includes(column),
          })),
          onChange: (next) => changeColumns(normalizeColumns(next as ListColumn[])),
        }}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void exportCsv()}
              data-testid="list-export"
            >
              {t('customers.list.export')}
            </Button>
            {actions ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => setImporting(true)}
                  data-testid="list-import"
                >
                  {t('customers.list.import')}
                </Button>
                <CreateLink to={paths.create()} testId="list-create">
                  {t(`customers.list.create.${kind}`)}
                </CreateLink>
              </>
            ) : null}
          </>
        }
      />
      {exportError ? (
        <Alert color="red" mb="md" role="alert">
          {t('customers.list.exportFailed')}
        </Alert>
      ) : null}
      <KeysetQueryTable
        query={list}
        paging={paging}
        errorMessage={t('customers.list.loadError')}
        columns={tableColumns}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={setSort}
        loading={list.isFetching}
        empty={t(`customers.list.empty.${kind}`)}
        testId="record-list"
        minWidth={720}
        stackOnPhone
      />
      {actions ? <ImportDialog kind={kind} opened={importing} onClose={() => setImporting(false)} /> : null}
    </>
  )
}

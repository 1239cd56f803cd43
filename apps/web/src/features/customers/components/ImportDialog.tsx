import { Alert, FileInput, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import type { ImportReport } from '@portico/contracts'
import { IconFileTypeCsv } from '@tabler/icons-react'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import type { RecordKind } from '../kind.ts'
import { useImportMutation } from '../queries.ts'

/** CSV import of records or their contacts; all or nothing, with the server's per-row report. */
export function ImportDialog({
  kind,
  opened,
  onClose,
}: {
  kind: RecordKind
  opened: boolean
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const [what, setWhat] = useState<'records' | 'contacts'>('records')
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const upload = useImportMutation(kind)
  const close = () => {
    setFile(null)
    setReport(null)
    upload.reset()
    onClose()
  }
  const submit = async () => {
    if (!file) return
    setReport(null)
    setReport(await upload.mutateAsync({ what, csv: await file.text() }))
  }
  return (
    <FormDialog
      title={t('customers.import.title')}
      opened={opened}
      onClose={close}
      size="lg"
      onAction={() => void submit().catch(() => {})}
      actionLabel={t('customers.import.submit')}
      testId="import"
      actionDisabled={!file}
      busy={upload.isPending}
      cancelLabel={t('common.close')}
    >
      <SegmentedControl
        aria-label={t('customers.import.what')}
        value={what}
        onChange={(value) => {
          setWhat(value as 'records' | 'contacts')
          setReport(null)
        }}
        data={[
          { value: 'records', label: t(`customers.import.records.${kind}`) },
          { value: 'contacts', label: t('customers.import.contacts') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('customers.import.help')}
        <br />
        {what === 'records' ? t('customers.import.columnsRecords') : t('customers.import.columnsContacts')}
      </Text>
      <FileInput
        label={t('customers.import.file')}
        placeholder={t('customers.import.filePlaceholder')}
        accept=".csv,text/csv"
        value={file}
        onChange={(next) => {
          setFile(next)
          setReport(null)
        }}
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        clearable
        data-testid="import-file"
      />
      {upload.isError ? (
        <Alert color="red" role="alert">
          {t('customers.import.error', { message: upload.error.message })}
        </Alert>
      ) : null}
      {report && report.errors.length === 0 ? (
        <Alert color="green" role="status" data-testid="import-success">
          {t('customers.import.imported', { count: report.imported })}
        </Alert>
      ) : null}
      {report && report.errors.length > 0 ? (
        <Stack gap="xs" data-testid="import-errors">
          <Alert color="red" role="alert">
            {t('customers.import.failed')}
          </Alert>
          <Table.ScrollContainer minWidth={400} mah={300}>
            <Table striped>
              <TableHead
                cells={[
                  t('customers.import.row'),
                  t('customers.import.field'),
                  t('customers.import.message'),
                ]}
              />
              <Table.Tbody>
                {report.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.field}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>
                      <code>{error.field}</code>
                    </Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </FormDialog>
  )
}

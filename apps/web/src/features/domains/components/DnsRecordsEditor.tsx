import { Alert, Group, NativeSelect, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { type DnsZone, DnsZoneInputSchema } from '@portico/contracts'
import { DNS_RECORD_TYPES, type DnsRecordType } from '@portico/domain'
import { useEffect, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { SaveConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import {
  blankDnsRow,
  type DnsRow,
  dnsRowsOf,
  errorsWithoutRow,
  hasPriority,
  recordFieldOf,
  withType,
  zoneInputOf,
} from '../dnsZoneForm.ts'
import { useSaveZoneMutation } from '../domainQueries.ts'

type Field = 'name' | 'content' | 'ttl' | 'priority'

/**
 * The zone as an editable table, saved whole. The contract's rules (the same the server runs) are
 * checked before sending and, once a save was refused, again on every change; the server's field
 * errors land on the same records.
 */
export function DnsRecordsEditor({
  domainId,
  zone,
  onReload,
}: {
  domainId: string
  zone: DnsZone
  onReload: () => void
}) {
  const { t } = useFeatureTranslation()
  const save = useSaveZoneMutation()
  const [rows, setRows] = useState<DnsRow[]>(() => dnsRowsOf(zone.records))
  const [added, setAdded] = useState<Set<string>>(new Set())
  const [checked, setChecked] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    setRows(dnsRowsOf(zone.records))
    setAdded(new Set())
  }, [zone])

  const validate = (next: DnsRow[]) => {
    const parsed = DnsZoneInputSchema.safeParse(zoneInputOf(next))
    return parsed.success
      ? {}
      : schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue as SchemaIssue))
  }
  const errors = { ...(checked ? validate(rows) : {}), ...serverErrors }

  const update = (next: DnsRow[], clear: (errors: Record<string, string>) => Record<string, string>) => {
    setRows(next)
    setSaved(false)
    setServerErrors(clear)
  }
  const edit = (index: number, patch: Partial<DnsRow>) =>
    update(
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      (previous) =>
        Object.fromEntries(Object.entries(previous).filter(([path]) => recordFieldOf(path)?.row !== index)),
    )
  const remove = (index: number) =>
    update(
      rows.filter((_, i) => i !== index),
      (previous) => errorsWithoutRow(previous, index),
    )
  const add = () => {
    const row = blankDnsRow()
    setAdded((previous) => new Set(previous).add(row.key))
    update([...rows, row], (previous) => previous)
  }

  const submit = async () => {
    setChecked(true)
    setServerErrors({})
    if (Object.keys(validate(rows)).length) return
    try {
      await save.mutateAsync({ id: domainId, version: zone.version, input: zoneInputOf(rows) })
      setChecked(false)
      setSaved(true)
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? []) next[e.field ?? 'form'] ??= validationText(e.message)
      setServerErrors(Object.keys(next).length ? next : { form: error.problem?.detail ?? error.message })
    }
  }

  const unplaced = Object.entries(errors).filter(([path]) => !recordFieldOf(path))
  const invalid = Object.keys(errors).length > 0
  /** A text cell of row `index`: its value, its edit, its message, and a label naming the row. */
  const cell = (index: number, field: Field, label: string) => ({
    'aria-label': t('domains.dns.field', { field: label, n: index + 1 }),
    value: rows[index]?.[field] ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      edit(index, { [field]: event.currentTarget.value }),
    error: errors[`records.${index}.${field}`],
    'data-testid': `dns-${field}`,
  })

  return (
    <Panel title={t('domains.dns.title')} testId="dns-editor">
      <SubmitForm className={formClass} onSubmit={submit}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('domains.dns.hint')}
        </Text>
        <SaveConflictAlert save={save} onReload={onReload} />
        {invalid ? (
          <Alert color="red" role="alert" mb="sm" data-testid="dns-errors">
            {serverErrors.form ?? t('domains.dns.invalid')}
            {unplaced
              .filter(([path]) => path !== 'form')
              .map(([path, message]) => (
                <div key={path}>{message}</div>
              ))}
          </Alert>
        ) : null}
        {rows.length === 0 ? (
          <Text c="dimmed" py="md" data-testid="dns-empty">
            {t('domains.dns.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={780} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing={6} data-testid="dns-table" style={{ verticalAlign: 'top' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={124}>{t('domains.dns.type')}</Table.Th>
                  <Table.Th w={170}>{t('domains.dns.name')}</Table.Th>
                  <Table.Th>{t('domains.dns.content')}</Table.Th>
                  <Table.Th w={110}>{t('domains.dns.ttl')}</Table.Th>
                  <Table.Th w={100}>{t('domains.dns.priority')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('domains.dns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.key} data-testid="dns-record" data-type={row.type} data-name={row.name}>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('domains.dns.field', { field: t('domains.dns.type'), n: index + 1 })}
                        data={[...DNS_RECORD_TYPES]}
                        miw={100}
                        value={row.type}
                        onChange={(event) =>
                          edit(index, withType(row, event.currentTarget.value as DnsRecordType))
                        }
                        data-testid="dns-type"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        {...cell(index, 'name', t('domains.dns.name'))}
                        placeholder="@"
                        autoCapitalize="none"
                        spellCheck={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        {...cell(index, 'content', t('domains.dns.content'))}
                        placeholder={t(`domains.dns.placeholder.${row.type}`)}
                        description={added.has(row.key) ? t(`domains.dns.help.${row.type}`) : undefined}
                        inputWrapperOrder={['label', 'input', 'description', 'error']}
                        autoCapitalize="none"
                        spellCheck={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput {...cell(index, 'ttl', t('domains.dns.ttl'))} inputMode="numeric" />
                    </Table.Td>
                    <Table.Td>
                      {hasPriority(row.type) ? (
                        <TextInput
                          {...cell(index, 'priority', t('domains.dns.priority'))}
                          inputMode="numeric"
                        />
                      ) : (
                        <Text c="dimmed" size="sm" pt={6} aria-hidden>
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RemoveButton
                        color="gray"
                        size="lg"
                        label={t('domains.dns.remove', { n: index + 1 })}
                        onClick={() => remove(index)}
                        testId="dns-remove"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {saved ? (
          <Alert color="green" role="status" mt="sm" data-testid="dns-saved">
            {t('domains.dns.saved')}
          </Alert>
        ) : null}
        <Group justify="space-between" mt="md">
          <AddButton onClick={add} testId="dns-add">
            {t('domains.dns.add')}
          </AddButton>
          <SaveButton saving={save.isPending} testId="dns-save">
            {t('domains.dns.save')}
          </SaveButton>
        </Group>
      </SubmitForm>
    </Panel>
  )
}

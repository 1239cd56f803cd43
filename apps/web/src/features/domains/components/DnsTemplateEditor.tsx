import { Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { DNS_RECORD_TYPES, type DnsRecordType } from '@portico/domain'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { emptyRecord, hasPriority, type TemplateRow } from '../presetForm.ts'

const TYPES = DNS_RECORD_TYPES.map((type) => ({ value: type, label: type }))

/** The preset's DNS records, one row each, with what the chosen type expects under its value. */
export function DnsTemplateEditor({
  value,
  errors,
  onChange,
}: {
  value: TemplateRow[]
  errors: Record<string, string>
  onChange: (next: TemplateRow[]) => void
}) {
  const { t } = useFeatureTranslation()
  const set = (index: number, patch: Partial<TemplateRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const changeType = (index: number, type: DnsRecordType) => {
    const row = value[index]
    if (!row) return
    const priority = hasPriority(type) ? row.priority || '10' : ''
    set(index, { type, priority })
  }
  const error = (index: number, field: string) => errors[`dns_template.${index}.${field}`]
  /** A text field of record `index`: its label, value, edit and message. */
  const field = (index: number, name: 'name' | 'content' | 'ttl' | 'priority') => ({
    label: t(`domains.presets.form.${name === 'name' ? 'recordName' : name}`),
    value: value[index]?.[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      set(index, { [name]: event.currentTarget.value }),
    error: error(index, name),
    'data-testid': `record-${name}`,
  })
  return (
    <Stack gap="sm" data-testid="preset-records">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('domains.presets.form.noRecords')}
        </Text>
      ) : null}
      {value.map((row, index) => {
        const n = index + 1
        const label = (key: string) => `${t(`domains.presets.form.${key}`)}`
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; an edit keeps its row
            key={index}
            withBorder
            p="sm"
            radius="sm"
            role="group"
            aria-label={t('domains.presets.form.record', { n })}
            data-testid={`preset-record-${index}`}
          >
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <Select
                  label={label('type')}
                  data={TYPES}
                  value={row.type}
                  allowDeselect={false}
                  onChange={(type) => type && changeType(index, type as DnsRecordType)}
                  error={error(index, 'type')}
                  data-testid="record-type"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <TextInput {...field(index, 'name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...field(index, 'content')}
                  description={t(`domains.presets.form.help.${row.type}`)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 2 }}>
                <TextInput {...field(index, 'ttl')} inputMode="numeric" />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 1 }}>
                <TextInput
                  {...field(index, 'priority')}
                  inputMode="numeric"
                  disabled={!hasPriority(row.type)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <Group justify="flex-end" mt={26}>
                  <RemoveButton
                    color="red"
                    size="lg"
                    label={t('domains.presets.form.removeRecord', { n })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    testId="record-remove"
                  />
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        )
      })}
      {errors.dns_template ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.dns_template}
        </Text>
      ) : null}
      <div>
        <AddButton
          size="xs"
          onClick={() => onChange([...value, emptyRecord(value.length === 0 ? 'MX' : 'TXT')])}
          testId="record-add"
        >
          {t('domains.presets.form.addRecord')}
        </AddButton>
      </div>
    </Stack>
  )
}

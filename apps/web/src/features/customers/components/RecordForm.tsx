import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { type Customer, type CustomerInput, CustomerInputSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import type { SchemaIssue } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { type FormValues, useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { countryOptions } from '../countries.ts'
import type { RecordKind } from '../kind.ts'
import { recordQuery, useResellerOptionsQuery, useSaveRecordMutation } from '../queries.ts'
import { RECORD_FIELDS, recordInput, recordValues } from '../recordForm.ts'
import { useSubmitFlow } from '../useSubmitFlow.ts'

/** Create and edit of a customer or reseller: one form, validated by the contract's CustomerInputSchema. */
export function RecordForm({
  kind,
  record,
  chooseParent,
  onSaved,
  onCancel,
}: {
  kind: RecordKind
  record?: Customer
  /** Staff may place a customer under a reseller; the API decides the parent for everyone else. */
  chooseParent: boolean
  onSaved: (saved: Customer) => void
  onCancel?: () => void
}) {
  const { t, i18n } = useFeatureTranslation()
  const queryClient = useQueryClient()
  // The parent is chosen once, at creation; the API refuses to move a record later.
  const withParent = chooseParent && kind === 'customers' && !record
  const hints = useMemo(
    () => ({
      vat_id: t('customers.hints.vat_id'),
      'address.country': t('customers.hints.country'),
      currency: t('customers.hints.currency'),
      phone: t('customers.hints.phone'),
      payment_terms_days: t('customers.hints.payment_terms_days'),
    }),
    [t],
  )
  const toInput = useCallback((values: FormValues) => recordInput(values, { withParent }), [withParent])
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue, hints), [t, hints])
  const form = useSchemaForm({ schema: CustomerInputSchema, initial: recordValues(record), toInput, message })
  const [version, setVersion] = useState(record?.version)
  const flow = useSubmitFlow(form.setErrors, RECORD_FIELDS)
  const save = useSaveRecordMutation(kind)
  const resellers = useResellerOptionsQuery(withParent)
  const countries = useMemo(
    () => countryOptions(i18n.language, form.values['address.country']),
    [i18n.language, form.values],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.validate()
    void flow.run(input, async () =>
      onSaved(await save.mutateAsync({ id: record?.id, version, input: input as CustomerInput })),
    )
  }
  const reload = async () => {
    if (!record) return
    const latest = await queryClient.fetchQuery({ ...recordQuery(kind, record.id), staleTime: 0 })
    form.reset(recordValues(latest))
    setVersion(latest.version)
    flow.resolved()
  }

  const section = (title: string, children: React.ReactNode) => (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Paper>
  )
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.text(name)} data-testid={`field-${name}`} {...extra} />
  )

  return (
    <form onSubmit={submit} noValidate className={formClass} data-testid="record-form">
      <Stack>
        {flow.conflict ? <ConflictAlert onReload={() => void reload()} /> : null}
        {flow.failure && !flow.conflict ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {flow.failure}
          </Alert>
        ) : null}
        {section(
          t('customers.form.sections.company'),
          <>
            {field('name', t('customers.fields.name'), { required: true, maxLength: 200 })}
            {withParent ? (
              <Select
                label={t('customers.fields.parent_id')}
                placeholder={t('customers.fields.noParent')}
                data={resellers.data ?? []}
                {...form.select('parent_id')}
                searchable
                clearable
                data-testid="field-parent_id"
              />
            ) : null}
            {field('billing_email', t('customers.fields.billing_email'), { type: 'email' })}
            {field('phone', t('customers.fields.phone'), { type: 'tel' })}
            {field('website', t('customers.fields.website'), { type: 'url', placeholder: 'https://' })}
            {field('vat_id', t('customers.fields.vat_id'), { placeholder: 'NL123456789B01' })}
            {field('coc_number', t('customers.fields.coc_number'))}
          </>,
        )}
        {section(
          t('customers.form.sections.address'),
          <>
            {field('address.street', t('customers.fields.street'))}
            {field('address.postal_code', t('customers.fields.postal_code'))}
            {field('address.city', t('customers.fields.city'))}
            <Select
              label={t('customers.fields.country')}
              data={countries}
              {...form.select('address.country')}
              searchable
              clearable
              data-testid="field-address.country"
            />
          </>,
        )}
        {section(
          t('customers.form.sections.billing'),
          <>
            <Select
              label={t('customers.fields.language')}
              data={[
                { value: 'en', label: t('languages.en') },
                { value: 'nl', label: t('languages.nl') },
              ]}
              {...form.select('language')}
              allowDeselect={false}
              data-testid="field-language"
            />
            {field('currency', t('customers.fields.currency'), { maxLength: 3 })}
            {field('payment_terms_days', t('customers.fields.payment_terms_days'), { inputMode: 'numeric' })}
          </>,
        )}
        <Paper withBorder p="lg" radius="md">
          <Textarea
            label={t('customers.fields.notes')}
            autosize
            minRows={3}
            {...form.text('notes')}
            data-testid="field-notes"
          />
        </Paper>
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('customers.form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={flow.conflict} data-testid="form-submit">
            {record ? t('customers.form.save') : t('customers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { Alert, Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core'
import { type BillingDocument, type Customer, DocumentInputSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import {
  type FieldErrors,
  issuePath,
  problemFieldErrors,
  type SchemaIssue,
  schemaFieldErrors,
} from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import {
  type DraftValues,
  draftInput,
  draftValues,
  reverseChargeApplies,
  totalLines,
} from '../documentForm.ts'
import { documentQuery, useCustomerQuery, useSaveDraftMutation } from '../queries.ts'
import type { VersionedSettings } from '../settingsQueries.ts'
import { CustomerPicker } from './CustomerPicker.tsx'
import { HeaderFields } from './HeaderFields.tsx'
import { LinesEditor } from './LinesEditor.tsx'
import { TotalsPanel } from './TotalsPanel.tsx'

/**
 * One editor for new invoices and quotes and for drafts: validated by the contract's
 * DocumentInputSchema, live totals from the shared documentTotals, 412 when someone else saved first.
 */
export function DocumentEditor({
  document,
  kind = 'invoice',
  customerId,
  settings,
  onSaved,
  onCancel,
}: {
  document?: BillingDocument
  kind?: 'invoice' | 'quote'
  customerId?: string
  settings: VersionedSettings
  onSaved: (saved: BillingDocument) => void
  onCancel: () => void
}) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const defaults = {
    kind,
    customerId,
    currency: settings.default_currency,
    vatRateBp: settings.vat_rates[0]?.rate_bp ?? 2100,
  }
  const [values, setValues] = useState<DraftValues>(() => draftValues(document, defaults))
  const [version, setVersion] = useState(document?.version)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [conflict, setConflict] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveDraftMutation()
  const customer = useCustomerQuery(values.customer_id || null)
  const reverseCharge = reverseChargeApplies(settings.address_country, customer.data)

  const set = (patch: Partial<DraftValues>) => {
    setValues((previous) => ({ ...previous, ...patch }))
    setErrors((previous) => {
      const next = { ...previous }
      for (const key of Object.keys(patch))
        for (const field of Object.keys(next))
          if (field === key || field.startsWith(`${key}.`)) delete next[field]
      return next
    })
  }
  const chooseCustomer = (chosen: Customer | null) => {
    if (!chosen) return set({ customer_id: '' })
    // A new document takes the customer's defaults; a draft keeps what was chosen for it.
    if (document) return set({ customer_id: chosen.id })
    set({
      customer_id: chosen.id,
      currency: chosen.currency,
      language: chosen.language,
      payment_terms_days: String(chosen.payment_terms_days),
    })
  }
  const message = (issue: SchemaIssue) => {
    const field = issuePath(issue)
    if (field === 'customer_id') return t('billing.editor.hints.customer')
    if (field.endsWith('unit_price_minor')) return t('billing.editor.hints.price')
    if (field.endsWith('quantity')) return t('billing.editor.hints.quantity')
    if (field === 'eur_rate') return t('billing.editor.hints.eurRate')
    if (field === 'currency') return t('billing.editor.hints.currency')
    return issueMessage(t, issue)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const parsed = DocumentInputSchema.safeParse(draftInput(values))
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues, message))
      return setFailure(t('ui.forms.fixErrors'))
    }
    try {
      onSaved(await save.mutateAsync({ id: document?.id, version, input: draftInput(values) }))
    } catch (error) {
      if (isApiError(error) && error.status === 412) return setConflict(true)
      const fieldErrors = isApiError(error) ? problemFieldErrors(error.problem) : {}
      setErrors(fieldErrors)
      setFailure(
        isApiError(error) && error.status === 409
          ? t('billing.editor.alreadyIssued')
          : t('billing.editor.saveFailed', { message: (error as Error).message }),
      )
    }
  }
  const reload = async () => {
    if (!document) return
    const latest = await queryClient.fetchQuery({ ...documentQuery(document.id), staleTime: 0 })
    setValues(draftValues(latest, defaults))
    setVersion(latest.version)
    setErrors({})
    setConflict(false)
    setFailure(null)
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={formClass} data-testid="document-editor">
      <Stack>
        {conflict ? <ConflictAlert onReload={() => void reload()} /> : null}
        {failure && !conflict ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {failure}
          </Alert>
        ) : null}
        <Panel>
          <Stack>
            {!document ? (
              <SegmentedControl
                aria-label={t('billing.editor.kind')}
                value={values.kind}
                onChange={(value) => set({ kind: value as 'invoice' | 'quote' })}
                data={[
                  { value: 'invoice', label: t('billing.kinds.invoice') },
                  { value: 'quote', label: t('billing.kinds.quote') },
                ]}
                w="fit-content"
                data-testid="field-kind"
              />
            ) : null}
            <CustomerPicker
              value={values.customer_id}
              initialLabel={document?.customer_name}
              error={errors.customer_id}
              onChange={chooseCustomer}
            />
            <HeaderFields values={values} errors={errors} onChange={set} />
          </Stack>
        </Panel>
        <Panel title={t('billing.editor.lines')}>
          <LinesEditor
            lines={values.lines}
            currency={values.currency || 'EUR'}
            vatRates={settings.vat_rates}
            errors={errors}
            onChange={(lines) => set({ lines })}
          />
          <Group justify="flex-end" mt="md">
            <TotalsPanel
              lines={totalLines(values)}
              currency={/^[A-Z]{3}$/.test(values.currency) ? values.currency : 'EUR'}
              eurRate={values.eur_rate.replace(',', '.') || null}
              reverseCharge={reverseCharge}
            />
          </Group>
        </Panel>
        <Panel>
          <Textarea
            label={t('billing.fields.notes')}
            autosize
            minRows={3}
            maxLength={5000}
            value={values.notes}
            onChange={(e) => set({ notes: e.currentTarget.value })}
            error={errors.notes}
            data-testid="field-notes"
          />
        </Panel>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('billing.editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={conflict} data-testid="form-submit">
            {t('billing.editor.saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

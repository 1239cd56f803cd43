import '../i18n/register.ts'
import { Alert } from '@mantine/core'
import { TldInputSchema, type TldKind, TldParamsSchema } from '@portico/contracts'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RecordFormLayout } from '../../../shared/ui/RecordFormLayout.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { VisibilityBadge } from '../../catalog/components/VisibilityBadge.tsx'
import { RegistryFields } from '../components/RegistryFields.tsx'
import { RestorePrices } from '../components/RestorePrices.tsx'
import { SalesFields } from '../components/SalesFields.tsx'
import { TldPricesEditor } from '../components/TldPricesEditor.tsx'
import { useSaveTldMutation, useTldQuery } from '../queries.ts'
import {
  emptyTldForm,
  formErrorKey,
  type TldFormState,
  tldFormOf,
  tldInputOf,
  windowsOf,
} from '../tldForm.ts'

/** Fields the form shows a message under; any other key is listed in the alert above the form. */
const PLACED = [
  'kind',
  'features',
  'grace_days',
  'redemption_days',
  'pending_delete_days',
  'vat_rate_bp',
  'visibility',
  'premium_cap_minor',
  'prices',
]
const placed = (key: string) => PLACED.includes(key) || /^(price|restore):/.test(key)

/** /admin/catalog/tlds/form/:tld: one form to add a TLD (not in the catalogue yet) or edit it. */
export default function TldFormPage() {
  const { t } = useFeatureTranslation()
  const param = TldParamsSchema.safeParse({ tld: useParams().tld ?? '' })
  const tld = param.success ? param.data.tld : ''
  const query = useTldQuery(tld)
  const save = useSaveTldMutation()
  const loaded = query.data ?? null
  const [state, setState] = useState<TldFormState>(() => emptyTldForm(tld))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    setState(loaded ? tldFormOf(loaded) : emptyTldForm(tld))
  }, [loaded, tld])

  const change = (patch: Partial<TldFormState>) => {
    setState((previous) => ({ ...previous, ...patch }))
    setSaved(false)
    // A field's message goes as soon as it is edited; the price grid is checked again on save.
    setErrors((previous) => {
      const edited = Object.keys(patch).map((key) => (key === 'premium_cap' ? 'premium_cap_minor' : key))
      const grid = 'prices' in patch || 'kind' in patch
      const kept = Object.entries(previous).filter(
        ([key]) =>
          !edited.includes(key) &&
          !(grid && /^price:|^prices$/.test(key)) &&
          !('restore' in patch && /^restore:/.test(key)),
      )
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept)
    })
  }
  // A TLD not saved yet starts from the registries' usual windows of the kind chosen.
  const changeKind = (kind: TldKind) => change(loaded ? { kind } : { kind, ...windowsOf(kind) })

  const submit = async () => {
    const { input, keys } = tldInputOf(tld, state)
    const parsed = TldInputSchema.safeParse(input)
    if (!parsed.success) {
      const message = (issue: SchemaIssue) => issueMessage(t, issue)
      return setErrors(schemaFieldErrors(parsed.error.issues, message, (path) => formErrorKey(path, keys)))
    }
    setErrors({})
    try {
      await save.mutateAsync({ version: loaded?.version, input })
      setSaved(true)
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? []) {
        next[formErrorKey(e.field ?? '', keys)] ??= validationText(e.message)
      }
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }

  if (!param.success) return <Alert color="red">{t('domains.form.badTld')}</Alert>
  if (query.isError)
    return <QueryError message={t('domains.form.loadError')} onRetry={() => void query.refetch()} />
  return (
    <RecordFormLayout
      onSubmit={submit}
      header={
        <PageHeader
          title={loaded || query.isLoading ? `.${tld}` : t('domains.form.newTitle', { tld })}
          subtitle={loaded ? <VisibilityBadge visibility={loaded.visibility} /> : undefined}
          actions={
            <SaveButton saving={save.isPending} testId="tld-save" disabled={query.isLoading}>
              {t('domains.form.save')}
            </SaveButton>
          }
        />
      }
      notices={
        query.isSuccess && !loaded ? (
          <Alert color="blue" data-testid="tld-new">
            {t('domains.form.newNotice', { tld })}
          </Alert>
        ) : null
      }
      status={{
        save,
        reload: query.refetch,
        saved: saved ? t('domains.form.saved') : null,
        errors,
        invalid: t('domains.form.invalid'),
        placed,
        testId: 'tld',
      }}
    >
      <FormSection title={t('domains.form.registry')} hint={t('domains.form.registryHint')}>
        <RegistryFields state={state} errors={errors} onChange={change} onKind={changeKind} />
      </FormSection>
      <FormSection title={t('domains.form.prices')} hint={t('domains.form.pricesHint')}>
        <TldPricesEditor state={state} errors={errors} onChange={change} />
      </FormSection>
      <FormSection title={t('domains.form.restore')} hint={t('domains.form.restoreHint')}>
        <RestorePrices state={state} errors={errors} onChange={change} />
      </FormSection>
      <FormSection title={t('domains.form.sales')}>
        <SalesFields state={state} errors={errors} onChange={change} />
      </FormSection>
    </RecordFormLayout>
  )
}

import '../i18n/register.ts'
import { Alert } from '@mantine/core'
import { TldInputSchema, type TldKind, TldParamsSchema } from '@portico/contracts'
import { useParams } from 'react-router'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useVersionedForm } from '../../../shared/ui/useVersionedForm.ts'
import { CodedProductFormLayout } from '../../catalog/components/CodedProductFormLayout.tsx'
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
  const { state, errors, saved, change, submit } = useVersionedForm({
    loaded,
    recordKey: tld,
    empty: () => emptyTldForm(tld),
    formOf: tldFormOf,
    inputOf: (form: TldFormState) => tldInputOf(tld, form),
    schema: TldInputSchema,
    fieldOf: formErrorKey,
    save,
    // A field's message goes as soon as it is edited; the price grid is checked again on save.
    clears: (patch, key) =>
      (key === 'premium_cap_minor' ? 'premium_cap' : key) in patch ||
      (('prices' in patch || 'kind' in patch) && /^price:|^prices$/.test(key)) ||
      ('restore' in patch && /^restore:/.test(key)),
  })
  // A TLD not saved yet starts from the registries' usual windows of the kind chosen.
  const changeKind = (kind: TldKind) => change(loaded ? { kind } : { kind, ...windowsOf(kind) })

  if (!param.success) return <Alert color="red">{t('domains.form.badTld')}</Alert>
  if (query.isError)
    return <QueryError message={t('domains.form.loadError')} onRetry={() => void query.refetch()} />
  return (
    <CodedProductFormLayout
      onSubmit={submit}
      title={loaded || query.isLoading ? `.${tld}` : t('domains.form.newTitle', { tld })}
      visibility={loaded?.visibility}
      saveLabel={t('domains.form.save')}
      saving={save.isPending}
      loading={query.isLoading}
      newNotice={query.isSuccess && !loaded ? t('domains.form.newNotice', { tld }) : null}
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
    </CodedProductFormLayout>
  )
}

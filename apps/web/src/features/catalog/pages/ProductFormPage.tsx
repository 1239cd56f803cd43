import '../i18n/register.ts'
import { Alert, Button, Group } from '@mantine/core'
import { ProductInputSchema } from '@portico/contracts'
import { IconArchive, IconRestore } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type SchemaIssue, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RecordFormLayout } from '../../../shared/ui/RecordFormLayout.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { GeneralFields } from '../components/GeneralFields.tsx'
import { MarketplaceCosts } from '../components/MarketplaceCosts.tsx'
import { OptionsEditor } from '../components/OptionsEditor.tsx'
import { PricesEditor } from '../components/PricesEditor.tsx'
import { VisibilityBadge } from '../components/VisibilityBadge.tsx'
import { useCatalogFormat } from '../format.ts'
import { catalogPaths } from '../paths.ts'
import {
  emptyProductForm,
  formErrorKey,
  type ProductFormState,
  productFormOf,
  productInputOf,
} from '../productForm.ts'
import { useArchiveProductMutation, useProductQuery, useSaveProductMutation } from '../queries.ts'

/**
 * /admin/catalog/products/form and form/:product: one form to create and edit a product; also
 * /admin/catalog/ingram-cloud/form/:product, where an imported product shows the distributor's costs.
 */
export default function ProductFormPage() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const format = useCatalogFormat()
  const { product: id } = useParams()
  const query = useProductQuery(id)
  const save = useSaveProductMutation()
  const archive = useArchiveProductMutation()
  const [state, setState] = useState<ProductFormState>(emptyProductForm)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const loaded = query.data

  useEffect(() => {
    if (loaded) setState(productFormOf(loaded))
  }, [loaded])

  const change = (patch: Partial<ProductFormState>) => {
    setState((previous) => ({ ...previous, ...patch }))
    setSaved(false)
    // A field's message goes as soon as it is edited; the grid and options are checked again on save.
    setErrors((previous) => {
      const edited = Object.keys(patch)
      const grid = 'prices' in patch || 'options' in patch
      const kept = Object.entries(previous).filter(
        ([key]) => !edited.includes(key) && !(grid && /^(price|setup):|^prices$|^options\./.test(key)),
      )
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept)
    })
  }
  const soldCells = Object.entries(state.prices)
    .filter(([key, cell]) => cell.enabled && state.currencies.includes(key.split('/')[0] ?? ''))
    .map(([key]) => key)

  const submit = async () => {
    const { input, priceCells } = productInputOf(state)
    const parsed = ProductInputSchema.safeParse(input)
    if (!parsed.success) {
      const message = (issue: SchemaIssue) => issueMessage(t, issue)
      return setErrors(
        schemaFieldErrors(parsed.error.issues, message, (path) => formErrorKey(path, priceCells)),
      )
    }
    setErrors({})
    try {
      const product = await save.mutateAsync({ id, version: loaded?.version, input })
      setSaved(true)
      if (!id) navigate(catalogPaths.product(product.id), { replace: true })
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? []) next[formErrorKey(e.field, priceCells)] ??= e.message
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }

  if (id && query.isError)
    return <QueryError message={t('catalog.form.loadError')} onRetry={() => void query.refetch()} />
  const placed = [
    'code',
    'name_en',
    'name_nl',
    'description_en',
    'description_nl',
    'category',
    'type',
    'adapter',
    'vat_rate_bp',
    'visibility',
    'prices',
  ]
  const isPlaced = (key: string) =>
    placed.includes(key) ||
    /^(price|setup):/.test(key) ||
    /^options\.\d+\.(code|name_en|name_nl|min|max|step)$/.test(key) ||
    /^options\.\d+\.choices\.\d+\.(code|name_en|name_nl)$/.test(key)
  return (
    <RecordFormLayout
      onSubmit={submit}
      header={
        <PageHeader
          title={loaded ? `${loaded.code} · ${format.name(loaded)}` : t('catalog.list.create')}
          subtitle={loaded ? <VisibilityBadge visibility={loaded.visibility} /> : undefined}
          actions={
            <Group>
              {loaded ? (
                <Button
                  variant="default"
                  leftSection={
                    loaded.archived_at ? (
                      <IconRestore size={16} aria-hidden />
                    ) : (
                      <IconArchive size={16} aria-hidden />
                    )
                  }
                  loading={archive.isPending}
                  onClick={() => archive.mutate({ id: loaded.id, archived: !loaded.archived_at })}
                  data-testid="product-archive"
                >
                  {loaded.archived_at ? t('catalog.form.restore') : t('catalog.form.archive')}
                </Button>
              ) : null}
              <SaveButton saving={save.isPending} testId="product-save">
                {t('catalog.form.save')}
              </SaveButton>
            </Group>
          }
        />
      }
      notices={
        <>
          {loaded?.marketplace_mpn ? <MarketplaceCosts product={loaded} /> : null}
          {loaded?.archived_at ? <Alert color="gray">{t('catalog.form.archivedNotice')}</Alert> : null}
        </>
      }
      status={{
        save,
        reload: query.refetch,
        saved: saved ? t('catalog.form.saved') : null,
        errors,
        invalid: t('catalog.form.invalid'),
        placed: isPlaced,
        testId: 'product',
      }}
    >
      <FormSection title={t('catalog.form.general')}>
        <GeneralFields state={state} errors={errors} typeLocked={Boolean(id)} onChange={change} />
      </FormSection>
      <FormSection title={t('catalog.form.prices')} hint={t('catalog.form.pricesHint')}>
        <PricesEditor state={state} errors={errors} onChange={change} />
      </FormSection>
      <FormSection title={t('catalog.form.options')} hint={t('catalog.form.optionsHint')}>
        <OptionsEditor
          options={state.options}
          cells={soldCells}
          errors={errors}
          onChange={(options) => change({ options })}
        />
      </FormSection>
    </RecordFormLayout>
  )
}

import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { type Promotion, type PromotionInput, PromotionInputSchema } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { toMajor, toMinor, useCatalogFormat } from '../format.ts'
import { useProductListQuery, useSavePromotionMutation } from '../queries.ts'

type State = Record<
  'code' | 'description' | 'percent' | 'amount' | 'periods' | 'starts_on' | 'ends_on' | 'max_uses',
  string
> & {
  kind: 'percentage' | 'fixed'
  product_ids: string[]
  once_per_customer: boolean
  active: boolean
}

function stateOf(p?: Promotion): State {
  return {
    code: p?.code ?? '',
    description: p?.description ?? '',
    kind: p?.kind ?? 'percentage',
    percent: p?.percent_bp ? String(p.percent_bp / 100) : '',
    amount: toMajor(p?.amounts.find((a) => a.currency === 'EUR')?.amount_minor),
    periods: p?.periods ? String(p.periods) : '',
    starts_on: p?.starts_on ?? '',
    ends_on: p?.ends_on ?? '',
    max_uses: p?.max_uses ? String(p.max_uses) : '',
    product_ids: p?.product_ids ?? [],
    once_per_customer: p?.once_per_customer ?? false,
    active: p?.active ?? true,
  }
}

const optionalInt = (value: string) => (value.trim() === '' ? null : Number(value))

function inputOf(s: State): PromotionInput {
  const amount = toMinor(s.amount)
  return {
    code: s.code,
    description: s.description || null,
    kind: s.kind,
    percent_bp:
      s.kind === 'percentage' && s.percent.trim()
        ? Math.round(Number(s.percent.replace(',', '.')) * 100)
        : null,
    amounts: s.kind === 'fixed' && amount !== null ? [{ currency: 'EUR', amount_minor: amount }] : [],
    periods: optionalInt(s.periods),
    product_ids: s.product_ids,
    starts_on: s.starts_on || null,
    ends_on: s.ends_on || null,
    max_uses: optionalInt(s.max_uses),
    once_per_customer: s.once_per_customer,
    active: s.active,
  }
}

/** Field of the form an input path belongs to. */
const FIELD: Record<string, keyof State> = { percent_bp: 'percent', amounts: 'amount' }

/** Create or edit a promotion; validation is the contract's. */
export function PromotionForm({ promotion, onDone }: { promotion?: Promotion; onDone: () => void }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const [state, setState] = useState<State>(() => stateOf(promotion))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSavePromotionMutation()
  const products = useProductListQuery({ limit: 200 }).data?.data ?? []
  const set = (patch: Partial<State>) => {
    setState((s) => ({ ...s, ...patch }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in patch))))
  }
  const text = (name: keyof State, type = 'text') => ({
    label: t(`catalog.promotions.${name === 'percent' ? 'percent' : name}`),
    type,
    value: state[name] as string,
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set({ [name]: e.currentTarget.value }),
    'data-testid': `promotion-${name}`,
  })
  const submit = async () => {
    const input = inputOf(state)
    const parsed = PromotionInputSchema.safeParse(input)
    const fieldOf = (path: string) => FIELD[path.split('.')[0] ?? ''] ?? path.split('.')[0] ?? path
    if (!parsed.success) {
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue), fieldOf))
    }
    try {
      await save.mutateAsync({ id: promotion?.id, version: promotion?.version, input })
      onDone()
    } catch (error) {
      if (!isApiError(error)) throw error
      const next: Record<string, string> = { form: error.problem?.detail ?? error.message }
      for (const e of error.problem?.errors ?? []) next[fieldOf(e.field)] ??= e.message
      setErrors(next)
    }
  }
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        {errors.form ? (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...text('code')} required maxLength={40} />
          <TextInput {...text('description')} maxLength={500} />
        </SimpleGrid>
        <SegmentedControl
          aria-label={t('catalog.promotions.kind')}
          value={state.kind}
          onChange={(value) => set({ kind: value as State['kind'] })}
          data={[
            { value: 'percentage', label: t('catalog.promotions.percentage') },
            { value: 'fixed', label: t('catalog.promotions.fixed') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {state.kind === 'percentage' ? (
            <TextInput {...text('percent')} inputMode="decimal" />
          ) : (
            <TextInput {...text('amount')} inputMode="decimal" />
          )}
          <TextInput
            {...text('periods')}
            inputMode="numeric"
            description={t('catalog.promotions.periodsHint')}
          />
          <TextInput {...text('starts_on', 'date')} />
          <TextInput {...text('ends_on', 'date')} />
          <TextInput {...text('max_uses')} inputMode="numeric" />
        </SimpleGrid>
        <MultiSelect
          label={t('catalog.promotions.products')}
          description={t('catalog.promotions.productsHint')}
          data={products.map((p) => ({ value: p.id, label: `${p.code} · ${format.name(p)}` }))}
          value={state.product_ids}
          onChange={(product_ids) => set({ product_ids })}
          error={errors.product_ids}
          searchable
          clearable
        />
        <Group>
          <Checkbox
            label={t('catalog.promotions.once_per_customer')}
            checked={state.once_per_customer}
            onChange={(e) => set({ once_per_customer: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('catalog.promotions.active')}
            checked={state.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('catalog.promotions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="promotion-save">
            {t('catalog.promotions.save')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  )
}

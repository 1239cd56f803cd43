import { Button, Group, NumberInput, Skeleton, Text } from '@mantine/core'
import type { DunningSettings } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { api } from '../../../shared/api/api.ts'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'

const path = '/api/v1/billing/dunning'
const key = ['billing', 'dunning']

/** When overdue invoices are reminded (first, second, final) and their services suspended. */
export function DunningPanel() {
  const { t } = useFeatureTranslation()
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.getData<DunningSettings>(path, { signal }),
  })
  return (
    <FormSection
      title={t('billing.dunning.title')}
      hint={t('billing.dunning.hint')}
      mt="md"
      testId="dunning-settings"
    >
      {/* The form starts from the saved days: nothing typed before they arrive can be overwritten. */}
      {query.data ? (
        <DunningForm saved={query.data} />
      ) : query.isError ? (
        <QueryError message={t('errors.500.text')} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton height={60} data-testid="dunning-loading" />
      )}
    </FormSection>
  )
}

function DunningForm({ saved }: { saved: DunningSettings }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: async (input: DunningSettings) =>
      (await api.request<{ data: DunningSettings }>('PUT', path, { body: input })).data,
    onSuccess: (result) => queryClient.setQueryData(key, result),
  })
  const [days, setDays] = useState<number[]>(() => [...saved.reminder_days])
  const [suspend, setSuspend] = useState(saved.suspend_after_days)
  const labels = [t('billing.dunning.first'), t('billing.dunning.second'), t('billing.dunning.final')]
  const error =
    save.error &&
    (isApiError(save.error) ? (save.error.problem?.detail ?? save.error.message) : String(save.error))

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({
          reminder_days: days as DunningSettings['reminder_days'],
          suspend_after_days: suspend,
        })
      }}
    >
      <Group align="flex-end" wrap="wrap">
        {labels.map((label, i) => (
          <NumberInput
            key={label}
            label={label}
            min={1}
            max={365}
            value={days[i]}
            onChange={(value) =>
              setDays((all) => all.map((d, j) => (j === i && typeof value === 'number' ? value : d)))
            }
            allowDecimal={false}
            w={150}
            data-testid={`dunning-day-${i + 1}`}
          />
        ))}
        <NumberInput
          label={t('billing.dunning.suspend')}
          min={0}
          max={365}
          value={suspend}
          onChange={(value) => setSuspend(typeof value === 'number' ? value : 0)}
          allowDecimal={false}
          w={200}
          data-testid="dunning-suspend"
        />
        <Button type="submit" variant="default" loading={save.isPending} data-testid="dunning-save">
          {t('billing.dunning.save')}
        </Button>
      </Group>
      {save.isSuccess ? (
        <Text size="sm" mt="xs" role="status">
          {t('billing.dunning.saved')}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" mt="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </form>
  )
}

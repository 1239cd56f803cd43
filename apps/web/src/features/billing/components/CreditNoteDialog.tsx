import { Checkbox, SegmentedControl, Table, TextInput } from '@mantine/core'
import { type BillingDocument, CreditNoteInputSchema } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { quantityText } from '../documentForm.ts'
import { useCreditNoteMutation } from '../queries.ts'
import { BillingDialog } from './BillingDialog.tsx'

/** A credit note draft for the whole invoice or for chosen lines and quantities. */
export function CreditNoteDialog({
  document: doc,
  onCreated,
  onClose,
}: {
  document: BillingDocument
  onCreated: (creditNote: BillingDocument) => void
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const [mode, setMode] = useState<'full' | 'lines'>('full')
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [invalid, setInvalid] = useState(false)
  const credit = useCreditNoteMutation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lines = Object.entries(chosen).map(([line_id, quantity]) => ({
      line_id,
      quantity: quantityText(quantity),
    }))
    const parsed = CreditNoteInputSchema.safeParse(mode === 'full' ? {} : { lines })
    if (!parsed.success || (mode === 'lines' && lines.length === 0)) return setInvalid(true)
    setInvalid(false)
    credit.mutate({ id: doc.id, key: '', input: parsed.data }, { onSuccess: onCreated })
  }
  const toggle = (id: string, quantity: string, on: boolean) =>
    setChosen(({ [id]: _, ...rest }) => (on ? { ...rest, [id]: quantity } : rest))
  return (
    <BillingDialog
      name="credit"
      mutation={credit}
      onClose={onClose}
      onSubmit={submit}
      size="lg"
      invalid={invalid && t('billing.credit.invalid')}
    >
      <SegmentedControl
        aria-label={t('billing.credit.mode')}
        value={mode}
        onChange={(value) => setMode(value as 'full' | 'lines')}
        data={[
          { value: 'full', label: t('billing.credit.full') },
          { value: 'lines', label: t('billing.credit.perLine') },
        ]}
        data-testid="credit-mode"
      />
      {mode === 'lines' ? (
        <Table>
          <Table.Tbody>
            {doc.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Checkbox
                    label={line.description}
                    checked={line.id in chosen}
                    onChange={(e) => toggle(line.id, line.quantity, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td w={120}>
                  <TextInput
                    aria-label={t('billing.credit.quantityOf', { line: line.description })}
                    value={chosen[line.id] ?? ''}
                    placeholder={line.quantity}
                    disabled={!(line.id in chosen)}
                    onChange={(e) => setChosen({ ...chosen, [line.id]: e.currentTarget.value })}
                    inputMode="decimal"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </BillingDialog>
  )
}

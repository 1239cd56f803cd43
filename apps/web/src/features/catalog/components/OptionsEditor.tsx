import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { ProductOption } from '@portico/contracts'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { type ChoiceState, emptyOption, type OptionState } from '../productForm.ts'
import { OptionPrices } from './OptionPrices.tsx'

const KINDS: ProductOption['kind'][] = ['select', 'quantity', 'yes_no']

/** Configurable options: a choice list, a quantity or a yes/no, each priced in the cells the product sells. */
export function OptionsEditor({
  options,
  cells,
  errors,
  onChange,
}: {
  options: OptionState[]
  /** The product's sold (currency/period) cells. */
  cells: string[]
  errors: Record<string, string>
  onChange: (next: OptionState[]) => void
}) {
  const { t } = useFeatureTranslation()
  const update = (index: number, patch: Partial<OptionState>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)))
  const names = (
    prefix: string,
    value: { code: string; name_en: string; name_nl: string },
    set: (p: Partial<ChoiceState>) => void,
  ) => {
    const input = (name: 'code' | 'name_en' | 'name_nl') => ({
      label: t(`catalog.fields.${name}`),
      value: value[name],
      error: errors[`${prefix}.${name}`],
      onChange: (e: { currentTarget: { value: string } }) => set({ [name]: e.currentTarget.value }),
      'data-testid': `option-${name.replace('_', '-')}`,
    })
    return (
      <>
        <TextInput {...input('code')} />
        <TextInput {...input('name_en')} />
        <TextInput {...input('name_nl')} />
      </>
    )
  }
  return (
    <Stack gap="md">
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; order is their identity
        <Paper key={index} withBorder p="md" radius="md" data-testid="option">
          <Group justify="space-between" mb="xs">
            <Select
              label={t('catalog.fields.kind')}
              data={KINDS.map((value) => ({ value, label: t(`catalog.optionKind.${value}`) }))}
              value={option.kind}
              onChange={(value) =>
                value &&
                update(index, {
                  ...emptyOption(value as OptionState['kind']),
                  code: option.code,
                  name_en: option.name_en,
                  name_nl: option.name_nl,
                })
              }
              allowDeselect={false}
              w={200}
              data-testid="option-kind"
            />
            <RemoveButton
              color="red"
              label={t('catalog.form.removeOption')}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {names(`options.${index}`, option, (patch) => update(index, patch))}
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label={t('catalog.fields.required')}
            checked={option.required}
            onChange={(e) => update(index, { required: e.currentTarget.checked })}
          />
          {option.kind === 'quantity' ? (
            <SimpleGrid cols={{ base: 3 }} spacing="sm" mt="sm">
              {(['min', 'max', 'step'] as const).map((field) => (
                <TextInput
                  key={field}
                  label={t(`catalog.fields.${field}`)}
                  value={option[field]}
                  inputMode="numeric"
                  error={errors[`options.${index}.${field}`]}
                  onChange={(e) => update(index, { [field]: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          ) : null}
          {option.kind === 'select' ? (
            <Stack gap="sm" mt="sm">
              {option.choices.map((choice, c) => {
                const setChoice = (patch: Partial<ChoiceState>) =>
                  update(index, { choices: option.choices.map((x, j) => (j === c ? { ...x, ...patch } : x)) })
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id; order is their identity
                  <Paper key={c} withBorder p="sm" radius="sm">
                    <Group justify="space-between">
                      <Text size="sm" fw={500}>
                        {t('catalog.form.choice')} {c + 1}
                      </Text>
                      <RemoveButton
                        color="red"
                        label={t('catalog.form.removeChoice')}
                        onClick={() => update(index, { choices: option.choices.filter((_, j) => j !== c) })}
                      />
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      {names(`options.${index}.choices.${c}`, choice, setChoice)}
                    </SimpleGrid>
                    <OptionPrices
                      cells={cells}
                      amounts={choice.prices}
                      label={choice.code || t('catalog.form.choice')}
                      onChange={(prices) => setChoice({ prices })}
                    />
                  </Paper>
                )
              })}
              <AddButton
                size="xs"
                w="fit-content"
                onClick={() =>
                  update(index, {
                    choices: [...option.choices, { code: '', name_en: '', name_nl: '', prices: {} }],
                  })
                }
              >
                {t('catalog.form.addChoice')}
              </AddButton>
            </Stack>
          ) : (
            <Stack gap={4} mt="sm">
              <Text size="sm" fw={500}>
                {option.kind === 'quantity' ? t('catalog.fields.unitPrice') : t('catalog.fields.price')}
              </Text>
              <OptionPrices
                cells={cells}
                amounts={option.prices}
                label={option.code || t('catalog.form.options')}
                onChange={(prices) => update(index, { prices })}
              />
            </Stack>
          )}
        </Paper>
      ))}
      <AddButton w="fit-content" onClick={() => onChange([...options, emptyOption()])} testId="option-add">
        {t('catalog.form.addOption')}
      </AddButton>
    </Stack>
  )
}

import { Box, Button, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { validationText } from './formErrors.ts'

/**
 * A code typed in (a TLD, a CA's product code) opens its form: the record's own, or an empty one to
 * add it. `pathOf` answers the form's path, or the validation message of a code that cannot be one.
 */
export function OpenByCode({
  label,
  placeholder,
  button,
  pathOf,
  maxLength,
  width,
  leftSection,
  testId,
}: {
  label: string
  placeholder: string
  button: string
  pathOf: (value: string) => { path: string } | { error: string }
  maxLength: number
  width: number
  leftSection?: ReactNode
  /** The button's test id; the input's is `<testId>-input`. */
  testId: string
}) {
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Box
      component="form"
      w={{ base: '100%', xs: 'auto' }}
      onSubmit={(event) => {
        event.preventDefault()
        const answer = pathOf(value.trim())
        if ('error' in answer) return setError(validationText(answer.error))
        navigate(answer.path)
      }}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          leftSection={leftSection}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
          }}
          maxLength={maxLength}
          flex={{ base: 1, xs: 'none' }}
          miw={0}
          w={{ xs: width }}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} data-testid={testId}>
          {button}
        </Button>
      </Group>
    </Box>
  )
}

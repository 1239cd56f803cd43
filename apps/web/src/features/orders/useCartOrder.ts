import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../shared/ui/formErrors.ts'
import { issueMessage } from '../../shared/ui/issueMessage.ts'
import type { ParseSchema } from '../../shared/ui/useSchemaForm.ts'
import { orderPaths } from './paths.ts'

/**
 * An order form that puts one item into the cart. `submit` checks the body against the contract schema
 * (its messages go under the fields), then `send` posts it and the cart opens (or the page `next` names:
 * a step that adds to the same cart); the API's field errors land on the same keys and its detail on `form`.
 */
export function useCartOrder() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async <Out>(
    schema: ParseSchema<Out>,
    body: unknown,
    send: (data: Out) => Promise<unknown>,
    next?: (data: Out) => Promise<string | null>,
  ) => {
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    }
    setErrors({})
    try {
      await send(parsed.data)
      navigate((await next?.(parsed.data)) ?? orderPaths.cart())
    } catch (error) {
      if (isApiError(error))
        setErrors({ ...problemFieldErrors(error.problem), form: error.problem?.detail ?? error.message })
    }
  }

  return { errors, submit }
}

import type { FormEvent, ReactNode } from 'react'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/**
 * A dialog that runs one billing action on a document (payment, send, credit): its title and action
 * come from `billing.<name>.title` / `.submit`, and a failure of `mutation` shows above the fields.
 */
export function BillingDialog({
  name,
  mutation,
  onClose,
  onSubmit,
  invalid,
  size,
  children,
}: {
  name: 'payment' | 'send' | 'credit' | 'refund' | 'reverse'
  mutation: { isPending: boolean; error: Error | null }
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  /** Shown under the failure when the form itself is not right yet. */
  invalid?: string | false
  size?: 'lg'
  children: ReactNode
}) {
  const { t } = useFeatureTranslation()
  return (
    <FormDialog
      title={t(`billing.${name}.title`)}
      onClose={onClose}
      onSubmit={onSubmit}
      size={size}
      alerts={[mutation.error && t('billing.actions.failed', { message: mutation.error.message }), invalid]}
      actionLabel={t(`billing.${name}.submit`)}
      testId={name}
      busy={mutation.isPending}
    >
      {children}
    </FormDialog>
  )
}

import type { ComponentPropsWithoutRef } from 'react'

/**
 * A form that submits in place: no page load, and no browser validation, because the contract schema
 * validates and the fields show its messages. `onSubmit` runs on Enter and on the submit button.
 */
export function SubmitForm({
  onSubmit,
  ...props
}: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: () => unknown }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
      noValidate
    />
  )
}

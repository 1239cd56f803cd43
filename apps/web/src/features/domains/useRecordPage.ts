import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isApiError } from '../../shared/api/ApiError.ts'

type Paths = { list: () => string; view: (id: string) => string }
type Removal = {
  reset: () => void
  mutate: (id: string, options: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
}

/**
 * What the contact and preset form pages share: the "saved" or "created" message (a new record opens
 * at its own URL and says "created" there), and deleting behind a confirmation, back to the list.
 */
export function useRecordPage(loaded: { id: string } | null, paths: Paths, remove: Removal) {
  const navigate = useNavigate()
  const location = useLocation()
  const [saved, setSaved] = useState<'saved' | 'created' | null>(
    (location.state as { created?: boolean } | null)?.created ? 'created' : null,
  )
  const [confirming, setConfirming] = useState(false)
  return {
    saved,
    setSaved,
    /** After a save: an edit says "saved"; a new record moves to its own URL. */
    afterSave: (result: { id: string }) => {
      if (loaded) return setSaved('saved')
      setSaved('created')
      navigate(paths.view(result.id), { replace: true, state: { created: true } })
    },
    askDelete: () => {
      remove.reset()
      setConfirming(true)
    },
    /** The delete confirmation's state and actions (`<ConfirmDialog {...deleteDialog} … />`). */
    deleteDialog: {
      opened: confirming,
      loading: remove.isPending,
      error: isApiError(remove.error) ? (remove.error.problem?.detail ?? remove.error.message) : null,
      onClose: () => setConfirming(false),
      onConfirm: () => {
        if (loaded) remove.mutate(loaded.id, { onSuccess: () => navigate(paths.list(), { replace: true }) })
      },
    },
  }
}

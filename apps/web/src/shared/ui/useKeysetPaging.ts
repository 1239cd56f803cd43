import { useCallback, useState } from 'react'

export type KeysetPaging = ReturnType<typeof useKeysetPaging>

/**
 * Keyset pagination has no page numbers: the server gives the cursor of the next page. Going back is
 * remembering the cursors we came through. A change of filters (resetKey) starts again at the first page.
 */
export function useKeysetPaging(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  })
  const cursors = state.key === resetKey ? state.cursors : [undefined]
  if (state.key !== resetKey) setState({ key: resetKey, cursors })
  const next = useCallback(
    (nextCursor: string) => setState((s) => ({ key: s.key, cursors: [...s.cursors, nextCursor] })),
    [],
  )
  const previous = useCallback(
    () =>
      setState((s) => ({ key: s.key, cursors: s.cursors.length > 1 ? s.cursors.slice(0, -1) : s.cursors })),
    [],
  )
  return {
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    next,
    previous,
  }
}

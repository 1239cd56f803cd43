import { useEffect, useState } from 'react'

/** Spec 4 and 9: sidebar transitions are off while the window resizes and return after a pause. */
export function useTransitionsOffWhileResizing(resumeAfterMs: number): boolean {
  const [resizing, setResizing] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      setResizing(true)
      clearTimeout(timer)
      timer = setTimeout(() => setResizing(false), resumeAfterMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }, [resumeAfterMs])
  return resizing
}

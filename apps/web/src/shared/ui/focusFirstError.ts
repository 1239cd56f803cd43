/**
 * After any form is submitted, the first field that comes out in error gets the focus and is
 * scrolled into view (clear of the fixed header and the docked footer, the page's scroll-padding):
 * the user sees what to fix and types there, wherever the errors came from (the contract's checks at
 * once, or the server's answer a moment later). Issue 26, item 4. Installed once for the whole app.
 */
export function focusFirstErrorOnSubmit(root: Document = document, waitMs = 5000): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    const focus = () => {
      const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
      if (!field) return false
      field.focus({ preventScroll: true })
      field.scrollIntoView({ block: 'center' })
      return true
    }
    const observer = new MutationObserver(() => {
      if (focus()) stop()
    })
    const timer = setTimeout(() => stop(), waitMs)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-invalid'],
    })
    // Errors that were shown before and stay: the form re-renders without an attribute change.
    requestAnimationFrame(() => {
      if (focus()) stop()
    })
  }
  root.addEventListener('submit', onSubmit, true)
  return () => root.removeEventListener('submit', onSubmit, true)
}

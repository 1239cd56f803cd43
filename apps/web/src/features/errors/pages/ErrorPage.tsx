import { useLocation } from 'react-router'
import { ErrorView, isErrorCode } from '../../../shared/ui/ErrorView.tsx'

export default function ErrorPage() {
  const { pathname } = useLocation()
  const match = /^\/errors\/(\d{3})$/.exec(pathname)
  const code = Number(match?.[1])
  return <ErrorView code={isErrorCode(code) ? code : 404} />
}

import { Navigate } from 'react-router'

export default function CallbackPage() {
  return <Navigate to="/" replace />
}

import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { authService } from '../../../shared/auth/auth.ts'
import { returnToFrom } from '../../../shared/auth/oidcTypes.ts'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useBrand } from '../../../shared/config/brand.ts'
import { BrandMark } from '../../../shared/ui/BrandMark.tsx'

/** The sign-in route: sends the user to the identity provider, or explains why sign-in did not complete. */
export default function SignInPage() {
  const { t } = useTranslation()
  const brand = useBrand()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnTo = returnToFrom({ returnTo: params.get('returnTo') ?? '/' })
  const notAuthenticated = params.get('error') === 'not-authenticated'
  const { isAuthenticated, isLoaded, errors } = useAuth((state) => state)
  const loadFailed = isAuthenticated && !isLoaded && errors.length > 0
  const [redirectFailed, setRedirectFailed] = useState(false)
  const started = useRef(false)

  const signIn = () => {
    started.current = true
    authService()
      .login(returnTo)
      .catch(() => setRedirectFailed(true))
  }

  useEffect(() => {
    if (isAuthenticated && isLoaded) {
      navigate(returnTo, { replace: true })
      return
    }
    if (notAuthenticated || loadFailed || started.current) return
    started.current = true
    authService()
      .login(returnTo)
      .catch(() => setRedirectFailed(true))
  }, [isAuthenticated, isLoaded, notAuthenticated, loadFailed, navigate, returnTo])

  const problem = notAuthenticated
    ? t('auth.notAuthenticated')
    : loadFailed
      ? t('auth.loadFailed')
      : redirectFailed
        ? t('auth.signInFailed')
        : null

  return (
    <Center mih="80dvh">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <Stack gap="md" align="center" ta="center">
          <BrandMark brand={brand} height={48} />
          <Title order={1} fz="h3">
            {brand.brand_name}
          </Title>
          {problem ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('auth.notAuthenticatedTitle')}
              w="100%"
              ta="left"
              data-testid="sign-in-error"
            >
              {problem}
            </Alert>
          ) : (
            <Text c="dimmed">{t('auth.redirecting')}</Text>
          )}
          <Button onClick={signIn} fullWidth data-testid="sign-in">
            {t('auth.signIn')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

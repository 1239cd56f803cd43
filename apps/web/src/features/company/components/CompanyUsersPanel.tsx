import '../i18n/register.ts'
import { ActionIcon, Alert, Badge, Button, Group, Select, Text } from '@mantine/core'
import type { CompanyUser } from '@portico/contracts'
import { MEMBERSHIP_ROLES, type MembershipRole } from '@portico/domain'
import { IconLock, IconLockOpen, IconUserMinus, IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useIsStaff } from '../../customers/access.ts'
import {
  useChangeRoleMutation,
  useCompanyUsersQuery,
  useRemoveUserMutation,
  useSignInMutation,
} from '../queries.ts'
import { InviteDialog } from './InviteDialog.tsx'

/** A company's users: invite, change role, remove. The API decides who may; its refusals are shown. */
export function CompanyUsersPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const users = useCompanyUsersQuery(companyId)
  const changeRole = useChangeRoleMutation(companyId)
  const remove = useRemoveUserMutation(companyId)
  const signIn = useSignInMutation(companyId)
  const staff = useIsStaff()
  const [inviting, setInviting] = useState(false)
  const [removing, setRemoving] = useState<CompanyUser | null>(null)
  const [disabling, setDisabling] = useState<CompanyUser | null>(null)
  const roles = MEMBERSHIP_ROLES.map((role) => ({ value: role, label: t(`company.users.roles.${role}`) }))
  const columns: DataColumn<CompanyUser>[] = [
    {
      key: 'name',
      header: t('company.users.display_name'),
      render: (user) => <Text fw={600}>{user.display_name}</Text>,
    },
    { key: 'email', header: t('company.users.email'), render: (user) => user.email },
    {
      key: 'role',
      header: t('company.users.role'),
      render: (user) => (
        <Select
          aria-label={t('company.users.roleLabel', { name: user.display_name })}
          data={roles}
          value={user.role}
          allowDeselect={false}
          onChange={(role) =>
            role && changeRole.mutate({ userId: user.user_id, role: role as MembershipRole })
          }
          w={170}
          size="xs"
          data-testid="user-role"
        />
      ),
    },
    {
      key: 'status',
      header: t('company.users.status'),
      render: (user) =>
        user.disabled ? (
          <Badge color="red" variant="dot" data-testid="user-disabled">
            {t('company.users.disabled')}
          </Badge>
        ) : user.invited ? (
          <Badge color="yellow" variant="dot">
            {t('company.users.invited')}
          </Badge>
        ) : (
          <Badge color="green" variant="dot">
            {t('company.users.active')}
          </Badge>
        ),
    },
    {
      key: 'lastSeen',
      header: t('company.users.lastSeen'),
      nowrap: true,
      render: (user) =>
        user.last_seen_at ? formatDateTime(user.last_seen_at, language) : t('company.users.never'),
    },
    {
      key: 'actions',
      header: '',
      render: (user) => (
        <Group gap={4} wrap="nowrap">
          {staff ? (
            <ActionIcon
              variant="subtle"
              color={user.disabled ? 'green' : 'gray'}
              aria-label={t(user.disabled ? 'company.users.enableLabel' : 'company.users.disableLabel', {
                name: user.display_name,
              })}
              onClick={() =>
                user.disabled ? signIn.mutate({ userId: user.user_id, enabled: true }) : setDisabling(user)
              }
              data-testid="user-sign-in"
            >
              {user.disabled ? <IconLockOpen size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('company.users.removeLabel', { name: user.display_name })}
            onClick={() => setRemoving(user)}
            data-testid="user-remove"
          >
            <IconUserMinus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ]
  const closeRemove = () => {
    setRemoving(null)
    remove.reset()
  }
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setInviting(true)}
          data-testid="user-invite"
        >
          {t('company.users.invite')}
        </Button>
      </Group>
      {changeRole.isError ? (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => changeRole.reset()}>
          {t('company.users.failed', { message: changeRole.error.message })}
        </Alert>
      ) : null}
      <QueryTable
        query={users}
        errorMessage={t('company.users.loadError')}
        columns={columns}
        rowKey={(user) => user.user_id}
        empty={t('company.users.empty')}
        testId="company-users"
      />
      <InviteDialog companyId={companyId} opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={disabling !== null}
        title={t('company.users.disableTitle', { name: disabling?.display_name ?? '' })}
        message={t('company.users.disableText', { name: disabling?.display_name ?? '' })}
        confirmLabel={t('company.users.disable')}
        loading={signIn.isPending}
        error={signIn.isError ? t('company.users.failed', { message: signIn.error.message }) : null}
        onClose={() => {
          setDisabling(null)
          signIn.reset()
        }}
        onConfirm={() =>
          disabling &&
          signIn.mutate(
            { userId: disabling.user_id, enabled: false },
            { onSuccess: () => setDisabling(null) },
          )
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('company.users.removeTitle', { name: removing?.display_name ?? '' })}
        message={t('company.users.removeText', { name: removing?.display_name ?? '' })}
        confirmLabel={t('company.users.remove')}
        loading={remove.isPending}
        error={remove.isError ? t('company.users.failed', { message: remove.error.message }) : null}
        onClose={closeRemove}
        onConfirm={() => removing && remove.mutate(removing.user_id, { onSuccess: closeRemove })}
      />
    </>
  )
}

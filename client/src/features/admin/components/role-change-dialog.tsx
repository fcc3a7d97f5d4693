import { useTranslation } from 'react-i18next';
import type { Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import { ConfirmDialog } from './resource-list/confirm-dialog';

export interface RoleChange {
  user: AdminUser;
  role: Role;
}

/**
 * A role change asks first (issue 12), saying what the new role may do: a broker sees every
 * applicant's assessment and documents, an admin also runs the configuration and the roles.
 */
export function RoleChangeDialog({
  isOpen,
  change,
  isPending,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  /** The change asked about; still set while the dialog fades out. */
  change: RoleChange | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const name = change ? [change.user.firstName, change.user.lastName].filter(Boolean).join(' ') || change.user.email : '';
  const role = change ? t(`roles.${change.role}`) : '';
  return (
    <ConfirmDialog
      isOpen={isOpen && change !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      isPending={isPending}
      title={change ? t('users.confirm.title', { name, role }) : ''}
      description={change ? t('users.confirm.from', { from: t(`roles.${change.user.role}`), to: role }) : ''}
      confirmLabel={change ? t('users.confirm.confirm', { role }) : ''}
      cancelLabel={t('users.confirm.cancel')}
      testId="role-change-dialog"
      confirmTestId="role-change-confirm"
    >
      {change ? (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{t('users.confirm.canDo', { role })}</p>
          <p data-testid="role-change-abilities">{t(`users.abilities.${change.role}`)}</p>
          <p className="text-muted-foreground">{t('users.confirm.sessions')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

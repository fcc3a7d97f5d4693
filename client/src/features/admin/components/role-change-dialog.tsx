import { useTranslation } from 'react-i18next';
import type { Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface RoleChange {
  user: AdminUser;
  role: Role;
}

/**
 * A role change asks first (issue 12), saying what the new role may do: a broker sees every
 * applicant's assessment and documents, an admin also runs the configuration and the roles.
 */
export function RoleChangeDialog({ change, isPending, onConfirm, onCancel }: { change: RoleChange | null; isPending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const name = change ? [change.user.firstName, change.user.lastName].filter(Boolean).join(' ') || change.user.email : '';
  return (
    <AlertDialog open={change !== null} onOpenChange={(open) => (open || isPending ? undefined : onCancel())}>
      <AlertDialogContent data-testid="role-change-dialog">
        {change ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('users.confirm.title', { name, role: t(`roles.${change.role}`) })}</AlertDialogTitle>
              <AlertDialogDescription>{t('users.confirm.from', { from: t(`roles.${change.user.role}`), to: t(`roles.${change.role}`) })}</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2 text-sm">
              <p className="font-medium">{t('users.confirm.canDo', { role: t(`roles.${change.role}`) })}</p>
              <p data-testid="role-change-abilities">{t(`users.abilities.${change.role}`)}</p>
              <p className="text-muted-foreground">{t('users.confirm.sessions')}</p>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isPending}>{t('users.confirm.cancel')}</AlertDialogCancel>
              <Button onClick={onConfirm} disabled={isPending} data-testid="role-change-confirm">
                {isPending ? <Spinner className="size-4 text-current" /> : null}
                {t('users.confirm.confirm', { role: t(`roles.${change.role}`) })}
              </Button>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

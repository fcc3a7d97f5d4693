import { useTranslation } from 'react-i18next';
import type { Role } from '@core/constants';
import { APPLICANT_EMAIL_KINDS, type EmailKind } from '@core/schemas/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';

/** The kinds a person of this role receives: brokers and admins also get the daily digest. */
const kindsFor = (role: Role): readonly EmailKind[] => (role === 'user' ? APPLICANT_EMAIL_KINDS : [...APPLICANT_EMAIL_KINDS, 'broker_digest']);

/** Settings › E-mail notifications (ADR 025): one switch per kind, saved as it is flipped. */
export function NotificationsSection({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();

  return (
    <section id="notifications" aria-labelledby="notifications-title" className="scroll-mt-24" data-testid="settings-notifications">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="notifications-title">
            {t('section.title')}
          </CardTitle>
          <CardDescription>{t('section.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {preferences.isPending ? (
            <Spinner label={t('section.loading')} />
          ) : preferences.isError ? (
            <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} title={t('section.loadFailed')} />
          ) : (
            <ul className="grid gap-4">
              {kindsFor(role).map((kind) => (
                <li key={kind} className="flex items-start justify-between gap-4">
                  <div className="grid gap-1">
                    <Label htmlFor={`email-kind-${kind}`}>{t(`kinds.${kind}.label`)}</Label>
                    <p id={`email-kind-${kind}-description`} className="text-sm text-muted-foreground">
                      {t(`kinds.${kind}.description`)}
                    </p>
                  </div>
                  <Switch
                    id={`email-kind-${kind}`}
                    checked={preferences.data[kind]}
                    aria-describedby={`email-kind-${kind}-description`}
                    onCheckedChange={(isOn) =>
                      update.mutate(
                        { [kind]: isOn },
                        {
                          onSuccess: () => toast({ title: t(isOn ? 'section.turnedOn' : 'section.turnedOff', { kind: t(`kinds.${kind}.label`) }) }),
                          onError: (error) => toast({ variant: 'destructive', title: t('section.saveFailed'), description: getApiErrorDetails(error).message }),
                        },
                      )
                    }
                    data-testid={`email-kind-${kind}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

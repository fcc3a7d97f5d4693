import { Laptop, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '@core/schemas/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useEndSession } from '../../api/end-session';
import { useSessions } from '../../api/get-sessions';
import { SettingsSection } from '../settings-section';

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Laptop } as const;

function DeviceRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const end = useEndSession();
  const Icon = ICONS[session.deviceType];
  const name =
    session.browser && session.os
      ? t('devices.browserOn', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('devices.unknown'));

  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border border-border p-3" data-testid="device" data-current={session.isCurrent ? 'true' : undefined}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.isCurrent ? <Badge variant="success">{t('devices.thisDevice')}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('devices.signedIn', { date: formatDateTime(session.createdAt, language) })} · {t('devices.lastUsed', { date: formatDateTime(session.lastUsedAt, language) })}
          {session.ip ? ` · ${t('devices.ip', { ip: session.ip })}` : ''}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: t('devices.signedOut', { device: name }) }),
              onError: (error) => toast({ variant: 'destructive', title: t('devices.signOutFailed'), description: getApiErrorDetails(error).message }),
            })
          }
          data-testid="device-sign-out"
        >
          {end.isPending ? <Spinner className="size-4 text-current" /> : null}
          {t('devices.signOut')}
          <span className="sr-only">{name}</span>
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: browser and system, when, from where; sign out any other. */
export function DevicesSection() {
  const { t } = useTranslation(['account', 'translation']);
  const query = useSessions();
  return (
    <SettingsSection id="devices" title={t('devices.title')} description={t('devices.description')}>
      {query.isPending ? (
        <Spinner label={t('translation:common.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('devices.loadError')} />
      ) : (
        <ul className="grid gap-2" aria-label={t('devices.title')}>
          {query.data.map((session) => (
            <DeviceRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

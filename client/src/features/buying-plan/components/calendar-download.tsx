import { CalendarArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useDownloadBuyingPlanCalendar } from '../api/download-buying-plan-calendar';

/** The stored plan as an .ics file; says when it is being prepared and when it is downloaded. */
export function CalendarDownload({ assessmentId, onStatus }: { assessmentId: string; onStatus: (message: string) => void }) {
  const { t } = useTranslation('plan');
  const download = useDownloadBuyingPlanCalendar();
  const onDownload = () => {
    // aria-disabled, not disabled, while it is prepared: the button keeps the keyboard's focus.
    if (download.isPending) return;
    onStatus(t('download.preparing'));
    download.mutate(
      { assessmentId },
      {
        onSuccess: () => onStatus(t('download.done')),
        onError: (error) => {
          onStatus('');
          toast({ variant: 'destructive', title: t('download.error'), description: getApiErrorDetails(error).message });
        },
      },
    );
  };
  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={onDownload}
        aria-disabled={download.isPending || undefined}
        aria-describedby="plan-download-hint"
        data-testid="plan-download"
      >
        {download.isPending ? <Spinner className="size-4 text-current" /> : <CalendarArrowDown aria-hidden="true" />}
        {t('download.button')}
      </Button>
      <p id="plan-download-hint" className="text-xs text-muted-foreground">
        {t('download.hint')}
      </p>
    </div>
  );
}

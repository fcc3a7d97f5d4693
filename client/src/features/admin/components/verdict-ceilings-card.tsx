import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZVerdictCeilings, type VerdictCeilings } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useUpdateVerdictCeilings } from '../api/update-verdict-ceilings';

type Drafts = Record<keyof VerdictCeilings, string>;
const toDrafts = (ceilings: VerdictCeilings): Drafts => ({ notEligible: String(ceilings.notEligible), partial: String(ceilings.partial) });

/**
 * The best score each verdict may show (issue 10): a result where no loan is possible stays below
 * "fair", one where banks lend less than desired below "strong". Saved as a new scoring version.
 */
export function VerdictCeilingsCard({ ceilings }: { ceilings: VerdictCeilings }) {
  const { t } = useTranslation(['admin', 'translation']);
  const { t: tShared } = useTranslation();
  const mutation = useUpdateVerdictCeilings();
  const [drafts, setDrafts] = useState<Drafts>(() => toDrafts(ceilings));
  const [serverErrors, setServerErrors] = useState<Partial<Drafts>>({});
  useEffect(() => setDrafts(toDrafts(ceilings)), [ceilings]);

  const parsed = ZVerdictCeilings.safeParse(drafts);
  const errors: Partial<Drafts> = { ...serverErrors };
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Drafts] ??= issue.message;
  const isChanged = drafts.notEligible !== String(ceilings.notEligible) || drafts.partial !== String(ceilings.partial);

  const save = () => {
    if (!parsed.success) return;
    mutation.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('scoring.ceilings.saved') }),
      onError: (failure) => {
        const details = getApiErrorDetails(failure);
        setServerErrors((details.fieldErrors ?? {}) as Partial<Drafts>);
        toast({ variant: 'destructive', title: t('scoring.toasts.updateFailed'), description: details.message });
      },
    });
  };

  const field = (name: keyof Drafts) => (
    <FormField id={`ceiling-${name}`} label={t(`scoring.ceilings.${name}`)} hint={t(`scoring.ceilings.${name}Hint`)} error={errors[name] ? tShared(errors[name]) : undefined}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={drafts[name]}
        data-testid={`ceiling-${name}`}
        onChange={(event) => {
          setDrafts((current) => ({ ...current, [name]: event.target.value }));
          setServerErrors({});
        }}
      />
    </FormField>
  );

  return (
    <Card data-testid="verdict-ceilings">
      <CardHeader>
        <CardTitle as="h3">{t('scoring.ceilings.title')}</CardTitle>
        <CardDescription>{t('scoring.ceilings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('notEligible')}
          {field('partial')}
        </div>
        <div className="flex gap-2">
          <Button onClick={save} disabled={!isChanged || !parsed.success || mutation.isPending} data-testid="ceilings-save">
            {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
            {t('translation:common.save')}
          </Button>
          <Button variant="outline" onClick={() => setDrafts(toDrafts(ceilings))} disabled={!isChanged || mutation.isPending}>
            {t('translation:common.cancel')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

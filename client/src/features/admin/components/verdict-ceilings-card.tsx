import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { ZVerdictCeilings, type VerdictCeilings } from '@core/schemas/admin';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { translateMessage } from '@/lib/form-errors';
import { readLocalizedNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import { useUpdateVerdictCeilings } from '../api/update-verdict-ceilings';

type Drafts = Record<keyof VerdictCeilings, string>;
const toDrafts = (ceilings: VerdictCeilings): Drafts => ({ notEligible: String(ceilings.notEligible), partial: String(ceilings.partial) });
const FIELDS = ['notEligible', 'partial'] as const;

/**
 * The drafts read the interface language's way (issue 12): the plain numbers for the shared
 * schema, and the parser's message for an entry written another language's way or that could
 * mean two numbers. Anything else (2.5, 120) is left to the schema's own "whole number from 0
 * to 100".
 */
function readDrafts(drafts: Drafts, language: Language): { values: Drafts; issues: Partial<Drafts> } {
  const values = { ...drafts };
  const issues: Partial<Drafts> = {};
  for (const name of FIELDS) {
    const read = readLocalizedNumber(drafts[name], language, 0, `admin:scoring.ceilings.${name}`);
    if (read.ok) values[name] = read.canonical;
    else if (read.error === 'separators' || read.error === 'ambiguous') issues[name] = read.message;
  }
  return { values, issues };
}

/**
 * The best score each verdict may show (issue 10): a result where no loan is possible stays below
 * "fair", one where banks lend less than desired below "strong". Saved as a new scoring version.
 */
export function VerdictCeilingsCard({ ceilings }: { ceilings: VerdictCeilings }) {
  const { t } = useTranslation(['admin', 'translation']);
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  const mutation = useUpdateVerdictCeilings();
  const [drafts, setDrafts] = useState<Drafts>(() => toDrafts(ceilings));
  const [serverErrors, setServerErrors] = useState<Partial<Drafts>>({});
  useEffect(() => setDrafts(toDrafts(ceilings)), [ceilings]);

  const read = readDrafts(drafts, language);
  const parsed = ZVerdictCeilings.safeParse(read.values);
  const errors: Partial<Drafts> = { ...serverErrors, ...read.issues };
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Drafts] ??= issue.message;
  const isValid = parsed.success && Object.keys(read.issues).length === 0;
  const isChanged = drafts.notEligible !== String(ceilings.notEligible) || drafts.partial !== String(ceilings.partial);

  const save = () => {
    if (!isValid || !parsed.success) return;
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
    <FormField id={`ceiling-${name}`} label={t(`scoring.ceilings.${name}`)} hint={t(`scoring.ceilings.${name}Hint`)} error={errors[name] ? translateMessage(errors[name], tShared) : undefined}>
      <NumberInput
        id={`ceiling-${name}`}
        typed={drafts[name]}
        decimals={0}
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
          <Button onClick={save} disabled={!isChanged || !isValid || mutation.isPending} data-testid="ceilings-save">
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

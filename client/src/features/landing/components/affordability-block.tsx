import { useId, useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INCOME_CURRENCIES } from '@core/constants';
import type { AffordabilityResponse } from '@core/schemas/affordability';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatEur } from '@/lib/format';
import { readLocalizedNumber } from '@/lib/localized-number';
import { useCountries } from '@/lib/queries/get-countries';
import { translateMessage } from '@/lib/form-errors';
import { useLanguage } from '@/lib/use-language';
import { heroDefaults, heroOptions } from '../lib/hero-selection';
import { useAffordablePrice, type AffordabilityAsk } from '../api/get-affordable-price';

type Field = keyof AffordabilityAsk;

function FieldShell({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`afford-error-${id.split('-').pop()}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Answer({ answer }: { answer: AffordabilityResponse }) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const eur = (value: number) => formatEur(value, language);
  if (answer.price <= 0) {
    return (
      <p className="text-base font-medium" data-testid="afford-answer">
        {t(`afford.none.${answer.limitedBy === 'noSavings' ? 'noSavings' : 'noLoan'}`)}
      </p>
    );
  }
  return (
    <div className="grid gap-3" data-testid="afford-answer">
      <p className="text-sm text-muted-foreground">{t('afford.priceLabel')}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="afford-price">
        {eur(answer.price)}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('afford.loan')}</dt>
          <dd className="font-semibold tabular-nums">{eur(answer.loan)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('afford.cashNeeded')}</dt>
          <dd className="font-semibold tabular-nums">{eur(answer.cashNeeded)}</dd>
        </div>
      </dl>
      <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground" data-testid="afford-limit">
        {t(`afford.limitedBy.${answer.limitedBy}`)}
      </p>
      <p className="text-xs text-muted-foreground" data-testid="afford-assumptions">
        {t('afford.assumptions', { age: answer.assumptions.age, years: answer.assumptions.employmentDurationMonths / 12 })}
      </p>
    </div>
  );
}

/**
 * "What can I afford?" (issue 14 item 7): income, its currency, savings and the two countries
 * give the most expensive home, with what limits it. Loaded only when scrolled near (see
 * landing-page.tsx); the figures come from the server, which runs the engine (ADR 033).
 */
export default function AffordabilityBlock() {
  const { t } = useTranslation(['landing', 'wizard', 'translation']);
  const language = useLanguage();
  const prefix = useId();
  const idOf = (field: Field) => `${prefix}-${field}`;
  const countries = useCountries();
  const options = heroOptions(countries.data, language);
  const defaults = heroDefaults(options.residence, options.property);
  const [ask, setAsk] = useState<AffordabilityAsk>({ residenceCountry: '', originCountry: '', monthlyIncome: '', incomeCurrency: 'EUR', currentSavings: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const afford = useAffordablePrice();
  const residenceCountry = ask.residenceCountry || defaults.residenceCountry;
  const originCountry = ask.originCountry || defaults.propertyCountry;
  const set = (field: Field) => (value: string) => setAsk((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    const amount = (field: 'monthlyIncome' | 'currentSavings') => {
      if (ask[field].trim() === '') return '';
      const read = readLocalizedNumber(ask[field], language, 2, field);
      if (read.ok) return read.canonical;
      local[field] = translateMessage(read.message, t);
      return ask[field];
    };
    const body = { ...ask, residenceCountry, originCountry, monthlyIncome: amount('monthlyIncome'), currentSavings: amount('currentSavings') };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    afford.mutate(body, {
      onError: (error) => setErrors((getApiErrorDetails(error).fieldErrors ?? {}) as Partial<Record<Field, string>>),
    });
  };

  const describedBy = (field: Field, hasHint = false) =>
    [errors[field] ? `${idOf(field)}-error` : '', hasHint ? `${idOf(field)}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const failure = afford.isError && Object.keys(errors).length === 0 ? getApiErrorDetails(afford.error).message : null;

  return (
    <section aria-labelledby={`${prefix}-title`} className="border-b border-border bg-background" data-testid="afford-section">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="grid content-start gap-3">
          <h2 id={`${prefix}-title`} className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <Calculator aria-hidden="true" className="size-7 text-primary" />
            {t('afford.title')}
          </h2>
          <p className="text-muted-foreground">{t('afford.subtitle')}</p>
        </div>
        <div className="grid gap-6 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
          <form noValidate onSubmit={onSubmit} aria-label={t('afford.title')} className="grid gap-4 sm:grid-cols-2">
            {(['residenceCountry', 'originCountry'] as const).map((field) => (
              <FieldShell key={field} id={idOf(field)} label={t(`wizard:fields.${field}.label`)} error={errors[field]}>
                <NativeSelect
                  id={idOf(field)}
                  value={field === 'residenceCountry' ? residenceCountry : originCountry}
                  onChange={(event) => set(field)(event.target.value)}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={describedBy(field)}
                  data-testid={`afford-${field}`}
                >
                  {(field === 'residenceCountry' ? options.residence : options.property).map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </FieldShell>
            ))}
            <FieldShell id={idOf('monthlyIncome')} label={t('wizard:fields.monthlyIncome.label')} hint={t('afford.incomeHint')} error={errors.monthlyIncome}>
              <NumberInput
                id={idOf('monthlyIncome')}
                typed={ask.monthlyIncome}
                value={ask.monthlyIncome}
                onChange={(event) => set('monthlyIncome')(event.target.value)}
                decimals={2}
                suffix={ask.incomeCurrency}
                aria-invalid={errors.monthlyIncome ? true : undefined}
                aria-describedby={describedBy('monthlyIncome', true)}
                data-testid="afford-monthlyIncome"
              />
            </FieldShell>
            <FieldShell id={idOf('incomeCurrency')} label={t('wizard:fields.incomeCurrency.label')} error={errors.incomeCurrency}>
              <NativeSelect
                id={idOf('incomeCurrency')}
                value={ask.incomeCurrency}
                onChange={(event) => set('incomeCurrency')(event.target.value)}
                aria-describedby={describedBy('incomeCurrency')}
                data-testid="afford-incomeCurrency"
              >
                {INCOME_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {/* The code until translation.json names a new currency (issue 19 added RON, PLN, HUF, CZK). */}
                    {t(`translation:enums.currency.${code}`, { defaultValue: code })}
                  </option>
                ))}
              </NativeSelect>
            </FieldShell>
            <FieldShell id={idOf('currentSavings')} label={t('wizard:fields.currentSavings.label')} hint={t('afford.savingsHint')} error={errors.currentSavings}>
              <NumberInput
                id={idOf('currentSavings')}
                typed={ask.currentSavings}
                value={ask.currentSavings}
                onChange={(event) => set('currentSavings')(event.target.value)}
                decimals={2}
                suffix="EUR"
                aria-invalid={errors.currentSavings ? true : undefined}
                aria-describedby={describedBy('currentSavings', true)}
                data-testid="afford-currentSavings"
              />
            </FieldShell>
            {/* A label wider than a phone (Bulgarian) wraps rather than widening the card past the screen (issue 25). */}
            <div className="flex items-end">
              <Button type="submit" size="lg" className="h-auto min-h-11 w-full py-2 text-center whitespace-normal" disabled={afford.isPending} aria-busy={afford.isPending || undefined} data-testid="afford-submit">
                {afford.isPending ? <Spinner className="size-4 text-current" /> : null}
                {t('afford.submit')}
              </Button>
            </div>
          </form>
          <div aria-live="polite" className="empty:hidden">
            {afford.data && !afford.isPending ? <Answer answer={afford.data} /> : null}
            {failure ? <p className="text-sm font-medium text-destructive">{failure}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

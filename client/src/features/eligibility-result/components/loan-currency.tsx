import { useId, useMemo, useState } from 'react';
import { Coins } from 'lucide-react';
import type { EngineResult, RouteOption } from '@core/eligibility/types';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, localeFor } from '@/lib/format';
import { countryName } from '@/lib/countries';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';

/** A currency's name in the interface language ("leu românesc", "Polish zloty"), or nothing. */
function useCurrencyNames(language: Parameters<typeof localeFor>[0]) {
  return useMemo(() => {
    try {
      const names = new Intl.DisplayNames(localeFor(language), { type: 'currency' });
      return (code: string) => names.of(code) ?? '';
    } catch {
      return () => '';
    }
  }, [language]);
}

/** What one currency gives: its loan and lender, or why it is closed; and whether the instalment moves with an exchange rate. */
function OptionDetails({ option, country, id, byPartnerBanks }: { option: RouteOption; country: string; id: string; byPartnerBanks: boolean }) {
  const { t, i18n, language } = useResultText();
  const eur = (amount: number) => formatEur(amount, language);
  const countryKey = `currency.closed.${country}`;
  return (
    <span id={id} className="grid gap-0.5 text-sm">
      {!option.isOpen ? (
        <span data-testid="result-currency-closed">
          {t(i18n.exists(`result:${countryKey}`) ? countryKey : 'currency.closed.default', {
            currency: option.currency,
            country: countryName(country, language),
          })}
        </span>
      ) : option.maxLoanAmount > 0 ? (
        <span>
          {option.bankName
            ? t('currency.lends', { amount: eur(option.maxLoanAmount), bank: option.bankName })
            : t(byPartnerBanks ? 'currency.lendsPartnerBanks' : 'currency.lendsTypical', { amount: eur(option.maxLoanAmount) })}
          {option.monthlyPayment !== null ? ` ${t('currency.payment', { payment: formatEur(option.monthlyPayment, language, { cents: 'ifAny' }) })}` : null}
        </span>
      ) : (
        <span>{t('currency.noLoan')}</span>
      )}
      {option.isOpen ? (
        <span className="text-muted-foreground">{t(option.hasCurrencyRisk ? 'currency.risk' : 'currency.noRisk', { currency: option.currency })}</span>
      ) : null}
    </span>
  );
}

/**
 * The loan's currency, stated and choosable (issue 19): where the country's banks lend in two or
 * more, one radio per currency with what it gives (or why it is closed to this household, PL:
 * Mortgage Credit Act art. 6(1)); choosing one re-runs the engine in the browser with it, as the
 * what-if panel does. Without `onChoose` (a stored result, or before the engine's configuration
 * has arrived) the options are listed, not choosable. Nothing with a single currency (the loan
 * card names it), or when no currency would give a loan.
 */
export function LoanCurrency({ result, country, onChoose }: { result: EngineResult; country: string; onChoose?: (currency: string) => void }) {
  const { t, language } = useResultText();
  const id = useId();
  const currencyName = useCurrencyNames(language);
  // The choice shows at once, while the engine re-runs (the result follows as a deferred value);
  // it stands for the result it was made on only, so the new result's own choice takes over.
  const [pick, setPick] = useState<{ currency: string; on: EngineResult } | null>(null);
  const pending = pick && pick.on === result ? pick.currency : null;
  const options = result.routeOptions;
  // Nothing to choose between when no currency would give a loan: the verdict and the next steps say why.
  if (options.length < 2 || options.every((option) => option.maxLoanAmount <= 0)) return null;
  const titleId = `${id}-title`;
  const list = options.map((option) => option.currency).join(', ');

  return (
    <Card data-testid="result-loan-currency">
      <CardHeader>
        <CardTitle as="h3" id={titleId} className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5 text-primary" />
          {t('currency.title')}
        </CardTitle>
        <CardDescription>
          {t('currency.description', { country: countryName(country, language), currencies: list })}{' '}
          {result.chosenLoanCurrency === null ? t('currency.ownPick') : t('currency.chosen', { currency: result.chosenLoanCurrency })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {onChoose ? (
          <fieldset className="grid gap-2" aria-labelledby={titleId}>
            {options.map((option) => {
              const detailsId = `${id}-${option.currency}`;
              const isDisabled = !option.isOpen && !option.isChosen;
              return (
                <label
                  key={option.currency}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border p-3',
                    option.isChosen ? 'border-primary bg-primary/5' : 'border-border',
                    isDisabled ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:bg-muted',
                  )}
                  data-testid="result-currency-option"
                  data-currency={option.currency}
                >
                  <input
                    type="radio"
                    name={`${id}-currency`}
                    value={option.currency}
                    checked={pending === null ? option.isChosen : option.currency === pending}
                    disabled={isDisabled}
                    onChange={() => {
                      setPick({ currency: option.currency, on: result });
                      onChoose(option.currency);
                    }}
                    // Named by the currency alone; what it gives is its description.
                    aria-labelledby={`${detailsId}-name`}
                    aria-describedby={detailsId}
                    className="mt-1 size-4 shrink-0 accent-primary"
                  />
                  <span className="grid gap-1">
                    <OptionTitle option={option} name={currencyName(option.currency)} id={`${detailsId}-name`} />
                    <OptionDetails option={option} country={country} id={detailsId} byPartnerBanks={result.maxLoanSource === 'partnerBanks'} />
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : (
          <ul className="grid gap-2">
            {options.map((option) => (
              <li
                key={option.currency}
                className={cn('grid gap-1 rounded-lg border p-3', option.isChosen ? 'border-primary bg-primary/5' : 'border-border')}
                data-testid="result-currency-option"
                data-currency={option.currency}
              >
                <OptionTitle option={option} name={currencyName(option.currency)} />
                <OptionDetails option={option} country={country} id={`${id}-${option.currency}`} byPartnerBanks={result.maxLoanSource === 'partnerBanks'} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function OptionTitle({ option, name, id }: { option: RouteOption; name: string; id?: string }) {
  const { t } = useResultText();
  return (
    <span id={id} className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">{option.currency}</span>
      {name ? <span className="text-sm text-muted-foreground">{name}</span> : null}
      {/* Said in words, not only by the border's colour. */}
      {option.isChosen ? <Badge variant="default">{t('currency.shown')}</Badge> : null}
      {!option.isOpen ? <Badge variant="muted">{t('currency.closedBadge')}</Badge> : null}
    </span>
  );
}

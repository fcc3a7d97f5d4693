import type { BankOffer } from '@core/eligibility/types';
import type { PricedCharge } from '@core/finance/offer';
import { formatEur } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

function ChargeRows({ charges }: { charges: PricedCharge[] }) {
  const { t, i18n, language } = useResultText();
  const eur = (amount: number) => formatEur(amount, language, { cents: !Number.isInteger(amount) });
  return (
    <ul className="grid gap-1.5">
      {charges.map((charge) => (
        <li key={`${charge.key}-${charge.frequency}`} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5" data-testid="result-bank-charge">
          {/* A charge an admin added after the translations were written still reads sensibly. */}
          <span>{i18n.exists(`result:charge.${charge.key}`) ? t(`charge.${charge.key}`) : t('charge.fallback', { key: charge.key })}</span>
          <span className="tabular-nums">
            {t(`charges.frequency.${charge.frequency}`, { amount: eur(charge.firstAmount) })}
            {charge.frequency === 'upfront' ? null : <span className="text-muted-foreground"> · {t('charges.overLoan', { amount: eur(charge.total) })}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The bank's charges, mandatory (counted in the APRC) then optional (listed only), behind a disclosure. */
export function BankCharges({ offer }: { offer: BankOffer }) {
  const { t, language } = useResultText();
  if (offer.charges.length === 0) return null;
  const mandatory = offer.charges.filter((charge) => charge.isMandatory);
  const optional = offer.charges.filter((charge) => !charge.isMandatory);
  return (
    <details className="group rounded-lg border border-border text-sm" data-testid="result-bank-charges">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t('charges.summary', { amount: formatEur(offer.totalCharges, language) })}
      </summary>
      <div className="grid gap-3 border-t border-border px-3 py-3">
        {mandatory.length > 0 ? (
          <section className="grid gap-1.5">
            <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('charges.mandatory')}</h5>
            <ChargeRows charges={mandatory} />
          </section>
        ) : null}
        {optional.length > 0 ? (
          <section className="grid gap-1.5">
            <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('charges.optional')}</h5>
            <ChargeRows charges={optional} />
          </section>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('charges.note')}</p>
      </div>
    </details>
  );
}

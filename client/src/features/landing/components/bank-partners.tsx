import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBanks } from '@/lib/queries/get-banks';
import { useLanguage } from '@/lib/use-language';
import { groupBanksByCountry } from '../lib/group-banks';
import { SectionHeading } from './section-heading';

function BankPartnersSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="h-36 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}

/**
 * docs/product.md §2.3: bank partners, the active banks that lend on income earned abroad (GET
 * /api/banks, issue 19), grouped by the country they lend in. A country whose banks lend abroad
 * only on conditions (Hungary: Hungarian citizens with a permanent address there; Poland: the
 * currency most of the household's income is in) says so under its banks, so the section never
 * promises more than they lend.
 */
export function BankPartners() {
  const { t, i18n } = useTranslation('landing');
  const language = useLanguage();
  // The names only (GET /api/banks): the engine's configuration waits for the wizard (issue 13).
  const config = useBanks();
  const groups = config.data ? groupBanksByCountry(config.data, language) : [];
  const bankCount = groups.reduce((sum, group) => sum + group.banks.length, 0);

  return (
    <section id="bank-partners" aria-labelledby="bank-partners-title" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="bank-partners-title"
          eyebrow={t('banks.eyebrow')}
          title={t('banks.title')}
          description={t('banks.description')}
        />
        <div aria-live="polite" aria-busy={config.isPending || undefined}>
          {config.isPending ? (
            <BankPartnersSkeleton />
          ) : groups.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
              {config.isError ? t('banks.unavailable') : t('banks.empty')}
            </p>
          ) : (
            <>
              <p className="mb-6 text-center text-sm font-medium text-muted-foreground" data-testid="bank-partners-count">
                {t('banks.summary', { banks: bankCount, countries: groups.length })}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {groups.map((group) => (
                  <li key={group.countryCode} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
                    <h3 className="mb-3 flex items-center gap-2 font-semibold">
                      <span aria-hidden="true" className="text-xl">
                        {group.flag}
                      </span>
                      {group.countryName}
                    </h3>
                    <ul className="grid gap-2 text-sm">
                      {group.banks.map((bank) => (
                        <li key={bank.id} className="flex items-center gap-2">
                          <Landmark aria-hidden="true" className="size-4 shrink-0 text-primary" />
                          {bank.name}
                        </li>
                      ))}
                    </ul>
                    {i18n.exists(`landing:banks.countryNotes.${group.countryCode}`) ? (
                      <p className="mt-3 text-xs text-muted-foreground" data-testid={`bank-partners-note-${group.countryCode}`}>
                        {t(`banks.countryNotes.${group.countryCode}`)}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

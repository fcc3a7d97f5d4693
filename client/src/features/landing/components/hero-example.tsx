import { Building2, CheckCircle2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { flagFor } from '@/lib/countries';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** Fixed figures of the illustrative example (not a computed result). */
const EXAMPLE = { score: 78, maxLoan: 118_000, monthlyPayment: 720, banks: 3 };

/** The hero's second column: what a result looks like, clearly marked as an example. */
export function HeroExample() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const circumference = Math.PI * 52;
  const filled = (EXAMPLE.score / 100) * circumference;

  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-primary/10 blur-2xl" />
      <div className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-lg sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <span className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t('hero.example.badge')}
            </span>
            <p className="font-semibold">{t('hero.example.title')}</p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{flagFor('DE')}</span> {t('hero.example.from')}
              <span aria-hidden="true">→</span>
              <span aria-hidden="true">{flagFor('RO')}</span> {t('hero.example.to')}
            </p>
          </div>
        </div>

        <div className="flex items-center gap-5">
          <svg viewBox="0 0 120 70" className="w-32 shrink-0" role="img" aria-label={t('hero.example.scoreLabel', { score: EXAMPLE.score })}>
            <path d="M 8 62 A 52 52 0 0 1 112 62" fill="none" stroke="var(--color-muted)" strokeWidth="12" strokeLinecap="round" />
            <path
              d="M 8 62 A 52 52 0 0 1 112 62"
              fill="none"
              stroke="var(--color-primary)"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${filled} ${circumference}`}
            />
            <text x="60" y="58" textAnchor="middle" className="fill-foreground text-[26px] font-bold">
              {EXAMPLE.score}
            </text>
          </svg>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('hero.example.maxLoan')}</dt>
              <dd className="text-xl font-bold">{formatEur(EXAMPLE.maxLoan, language)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('hero.example.monthlyPayment')}</dt>
              <dd className="font-semibold">{formatEur(EXAMPLE.monthlyPayment, language)}</dd>
            </div>
          </dl>
        </div>

        <ul className="grid gap-2 text-sm">
          <li className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
            {t('hero.example.point1')}
          </li>
          <li className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
            {t('hero.example.point2')}
          </li>
          <li className="flex items-center gap-2">
            <Building2 aria-hidden="true" className="size-4 text-primary" />
            {t('hero.example.banks', { banks: EXAMPLE.banks })}
          </li>
        </ul>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">{t('hero.example.caption')}</figcaption>
    </figure>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CountryOption } from '@/lib/countries';
import { setPreselection } from '@/lib/preselection';
import { useCountries } from '@/lib/queries/get-countries';
import { useLanguage } from '@/lib/use-language';
import { buildPreselection, canGetStarted, heroDefaults, heroOptions } from '../lib/hero-selection';
import { HeroExample } from './hero-example';

function CountrySelect({
  id,
  label,
  hint,
  placeholder,
  value,
  options,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  options: CountryOption[];
  onChange: (code: string) => void;
  testId: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        className="h-12"
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.flag ? `${option.flag} ${option.name}` : option.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/**
 * docs/product.md §2.3: two columns; the two country selects and Get Started on the left. The selects
 * carry the wizard's names and hints for the same two fields (issue 12: same field, same words).
 */
export function Hero() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [, navigate] = useLocation();
  const countries = useCountries();
  const idPrefix = useId();
  const options = heroOptions(countries.data, language);
  const defaults = heroDefaults(options.residence, options.property);
  const [residence, setResidence] = useState<string | null>(null);
  const [property, setProperty] = useState<string | null>(null);
  const residenceCountry = residence ?? defaults.residenceCountry;
  const propertyCountry = property ?? defaults.propertyCountry;
  const isReady = canGetStarted(residenceCountry, propertyCountry);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReady) return;
    setPreselection(buildPreselection(residenceCountry, propertyCountry, language));
    navigate('/assessment');
  };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <div className="grid gap-6">
          <p className="w-fit rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-xs ring-1 ring-border">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>

          <form
            onSubmit={onSubmit}
            aria-label={t('hero.formLabel')}
            className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <CountrySelect
                id={`${idPrefix}-residence`}
                label={t('hero.livingIn')}
                hint={t('hero.livingInHint')}
                placeholder={t('hero.choose')}
                value={residenceCountry}
                options={options.residence}
                onChange={setResidence}
                testId="hero-residence-country"
              />
              <CountrySelect
                id={`${idPrefix}-property`}
                label={t('hero.buyingIn')}
                hint={t('hero.buyingInHint')}
                placeholder={t('hero.choose')}
                value={propertyCountry}
                options={options.property}
                onChange={setProperty}
                testId="hero-property-country"
              />
            </div>
            <Button type="submit" size="lg" disabled={!isReady} data-testid="hero-get-started" className="w-full">
              {t('hero.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Button>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t('hero.note')}
            </p>
          </form>
        </div>
        <HeroExample />
      </div>
    </section>
  );
}

import { useId } from 'react';
import { RotateCcw, Sparkles } from 'lucide-react';
import { MAX_SCORE } from '@core/constants';
import type { EngineResult, Improvement } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Slider } from '@/components/ui/slider';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';
import { applyDownPaymentChange, applyLoanChange, clamp, type SliderBounds, type WhatIfBounds, type WhatIfState } from '../lib/what-if';
import { FxShockSlider } from './fx-shock-slider';
import { WhatIfAmountInput } from './what-if-amount-input';
import { PinScenarioButton } from './pin-scenario-button';

function WhatIfSlider({
  label,
  value,
  bounds,
  format,
  onChange,
  testId,
  hint,
  entry,
}: {
  label: string;
  value: number;
  bounds: SliderBounds;
  format: (value: number) => string;
  onChange: (value: number) => void;
  testId: string;
  hint?: string;
  /** Amounts can be typed too, under the slider (issue 12): the label's key and the currency. */
  entry?: { labelKey: string; currency: string };
}) {
  const id = useId();
  const text = format(value);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <output htmlFor={`${id}-thumb`} className="text-sm font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {text}
        </output>
      </div>
      <Slider
        value={[clamp(value, bounds)]}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        onValueChange={([next]) => onChange(next)}
        thumbProps={{
          id: `${id}-thumb`,
          'aria-labelledby': `${id}-label`,
          'aria-valuetext': text,
          'aria-describedby': hint ? `${id}-hint` : undefined,
          'data-testid': testId,
        }}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
      {/* The panel is a narrow column beside the result: the typed amount goes under its slider. */}
      {entry ? (
        <WhatIfAmountInput
          id={`${id}-typed`}
          label={label}
          labelKey={entry.labelKey}
          value={value}
          bounds={bounds}
          suffix={entry.currency}
          onCommit={onChange}
          testId={`${testId.replace(/-slider$/, '')}-input`}
        />
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An improvement the sliders can show: the ones that only move the loan and the down payment. */
const LOAN_CHANGES = new Set([
  'result.improvement.loanToValue.largerDownPayment',
  'result.improvement.affordability.smallerLoan',
  'result.improvement.borrowMaximum',
]);

function sliderChangeFor(improvement: Improvement, state: WhatIfState): WhatIfState | null {
  const { values } = improvement;
  if (!LOAN_CHANGES.has(improvement.key)) return null;
  return { ...state, desiredLoanAmount: Number(values.newLoanAmount), downPayment: Number(values.newDownPayment) };
}

/**
 * Sliders for the loan, the down payment, the term and the income (the amounts can be typed
 * beside them too); the parent re-runs the engine in the browser on each change. Lists the
 * engine's suggested improvements.
 */
export function WhatIfPanel({
  input,
  result,
  isShowingWhatIf,
  state,
  bounds,
  isChanged,
  onChange,
  onReset,
}: {
  input: AssessmentInput;
  /** The result shown now (the what-if one once a slider moved). */
  result: EngineResult;
  isShowingWhatIf: boolean;
  state: WhatIfState;
  bounds: WhatIfBounds;
  isChanged: boolean;
  onChange: (state: WhatIfState) => void;
  onReset: () => void;
}) {
  const { t, language, message } = useResultText();
  // An amount typed with cents shows them above its slider (3.000,50, not a rounded 3.001).
  const eur = (value: number) => formatEur(value, language, { cents: 'ifAny' });
  const improvements = result.improvements;

  return (
    <Card data-testid="what-if-panel">
      <CardHeader>
        <CardTitle as="h3">{t('whatIf.title')}</CardTitle>
        <CardDescription>{t('whatIf.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* The figures the sliders move, next to them (on phones the headline is far above). */}
        <div role="status" className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-3" data-testid="what-if-summary">
          <p className="grid">
            <span className="text-xs text-muted-foreground">{t('score.title')}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="what-if-score">
              {t('whatIf.scoreValue', { score: result.eligibilityScore, max: MAX_SCORE })}
            </span>
          </p>
          <p className="grid">
            <span className="text-xs text-muted-foreground">{t('loan.maxLoan')}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="what-if-max-loan">
              {/* No figure for a loan that cannot be made (issue 19). */}
              {result.verdict === 'not_eligible' ? t('whatIf.noLoan') : eur(result.maxLoanAmount)}
            </span>
          </p>
          {/* The one loan's first instalment (issue 19), for the amount it is for; none without a loan. */}
          <p className="col-span-2 grid">
            <span className="text-xs text-muted-foreground">
              {result.loan ? t('whatIf.paymentFor', { amount: formatEur(result.loan.amount, language) }) : t('whatIf.payment')}
            </span>
            <span className="text-lg font-bold tabular-nums" data-testid="what-if-payment">
              {result.loan ? formatEur(result.loan.monthlyPayment, language, { cents: 'ifAny' }) : t('whatIf.noLoan')}
            </span>
          </p>
          {isShowingWhatIf ? <span className="sr-only">{t('whatIf.active')}</span> : null}
        </div>
        <WhatIfSlider
          label={t('whatIf.loan')}
          value={state.desiredLoanAmount}
          bounds={bounds.desiredLoanAmount}
          format={eur}
          onChange={(value) => onChange(applyLoanChange(state, value, bounds))}
          testId="what-if-loan-slider"
          entry={{ labelKey: 'result:whatIf.loan', currency: 'EUR' }}
        />
        <WhatIfSlider
          label={t('whatIf.downPayment')}
          value={state.downPayment}
          bounds={bounds.downPayment}
          format={eur}
          onChange={(value) => onChange(applyDownPaymentChange(state, value, bounds))}
          testId="what-if-down-payment-slider"
          hint={t('whatIf.downPaymentHint')}
          entry={{ labelKey: 'result:whatIf.downPayment', currency: 'EUR' }}
        />
        {/* No term slider when no term is long enough at this age: it would offer only terms the banks refuse (issue 19). */}
        {bounds.hasTermChoice ? (
          <WhatIfSlider
            label={t('whatIf.term')}
            value={state.termYears}
            bounds={bounds.termYears}
            format={(value) => t('whatIf.years', { years: formatNumber(value, language) })}
            onChange={(value) => onChange({ ...state, termYears: value })}
            testId="what-if-term-slider"
            hint={
              bounds.termLender
                ? t('whatIf.termHintBank', { bank: bounds.termLender, years: formatNumber(bounds.termYears.max, language) })
                : t('whatIf.termHint', { years: formatNumber(bounds.termYears.max, language) })
            }
          />
        ) : null}
        <WhatIfSlider
          label={t('whatIf.income')}
          value={state.monthlyIncome}
          bounds={bounds.monthlyIncome}
          format={(value) => formatMoney(value, input.incomeCurrency, language, { cents: 'ifAny' })}
          onChange={(value) => onChange({ ...state, monthlyIncome: value })}
          testId="what-if-income-slider"
          entry={{ labelKey: 'result:whatIf.income', currency: input.incomeCurrency }}
        />
        <Button variant="outline" onClick={onReset} disabled={!isChanged} data-testid="what-if-reset">
          <RotateCcw aria-hidden="true" />
          {t('whatIf.reset')}
        </Button>
        {/* Issue 14 item 8: signed-in users keep this scenario to compare (renders nothing for guests). */}
        <PinScenarioButton input={input} state={state} bounds={bounds} />
        {/* Issue 14: any fall of the income's currency, computed in the browser. */}
        {result.fxShock ? <FxShockSlider shock={result.fxShock} /> : null}

        <div className="grid gap-3 border-t border-border pt-5">
          <h4 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
            {t('improvements.title')}
          </h4>
          {improvements.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('improvements.none')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="result-improvements">
              {improvements.map((improvement) => {
                const next = sliderChangeFor(improvement, state);
                return (
                  <li key={improvement.key} className="grid gap-2 rounded-lg bg-secondary p-3 text-sm">
                    <p className="text-secondary-foreground">{message(improvement)}</p>
                    <p className="text-xs font-semibold text-secondary-foreground">
                      {[
                        improvement.verdictAfter !== result.verdict ? t(`improvements.verdictAfter.${improvement.verdictAfter}`) : null,
                        improvement.scoreGain > 0 ? t('improvements.scoreGain', { points: improvement.scoreGain }) : null,
                        improvement.maxLoanGain > 0 ? t('improvements.maxLoanGain', { amount: eur(improvement.maxLoanGain) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {next ? (
                      <Button size="sm" variant="outline" className="w-fit" onClick={() => onChange(next)}>
                        {t('improvements.apply')}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

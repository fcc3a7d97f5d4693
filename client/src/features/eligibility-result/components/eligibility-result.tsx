import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FlaskConical, ShieldAlert } from 'lucide-react';
import { evaluate } from '@core/eligibility';
import type { EngineConfig, EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';
import { useResultText } from '../lib/use-result-text';
import {
  buildWhatIfInput,
  chooseLoanCurrency,
  configWithMaxTerm,
  initialWhatIf,
  isWhatIfChanged,
  whatIfBounds,
  type WhatIfState,
} from '../lib/what-if';
import { AffordablePrice } from './affordable-price';
import { BankRecommendations } from './bank-recommendations';
import { FlagsList } from './flags-list';
import { FxShock } from './fx-shock';
import { Household } from './household';
import { LimitSources } from './limit-sources';
import { LoanCurrency } from './loan-currency';
import { LoanRatios } from './loan-ratios';
import { LoanSummary } from './loan-summary';
import { NextSteps } from './next-steps';
import { OwnFunds } from './own-funds';
import { ReasonsList } from './reasons-list';
import { ResultSchedule } from './repayment-schedule';
import { ScoreBreakdown } from './score-breakdown';
import { SchemesList } from './schemes-list';
import { ScoreGauge } from './score-gauge';
import { VerdictSummary } from './verdict-summary';
import { WhatIfPanel } from './what-if-panel';

/** What the headline needs besides the result: whether the assessment is submitted, and how to choose a loan currency. */
interface HeadlineOptions {
  isWhatIf: boolean;
  isSubmitted: boolean;
  /** Re-runs the engine in the chosen loan currency; undefined where the page cannot (a stored result, the configuration loading). */
  onChooseLoanCurrency?: (currency: string) => void;
}

/**
 * The verdict and the headline first, then the one loan and the score (issue 19: verdict,
 * headline and the loan's payment on a phone's first screen; the loan before the score there),
 * or, when no loan can be made, the next steps; then the loan's currency.
 */
function ResultHeadline({ result, input, isWhatIf, isSubmitted, onChooseLoanCurrency }: { result: EngineResult; input: AssessmentInput } & HeadlineOptions) {
  const { t } = useResultText();
  return (
    <div className="grid gap-6">
      <VerdictSummary result={result} input={input} />
      <Disclaimer />
      {isWhatIf ? (
        <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-secondary p-3 text-sm text-secondary-foreground" data-testid="result-what-if-note">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('whatIf.active')}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="order-last h-full md:order-none">
          <CardHeader>
            <CardTitle as="h3">{t('score.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ScoreGauge score={result.eligibilityScore} />
            <p className="text-center text-xs text-muted-foreground">{t('score.explainer')}</p>
          </CardContent>
        </Card>
        {result.loan ? (
          <LoanSummary result={result} input={input} />
        ) : (
          <NextSteps steps={result.nextSteps} isSubmitted={isSubmitted && !isWhatIf} onChooseLoanCurrency={onChooseLoanCurrency} />
        )}
      </div>
      <LoanCurrency result={result} country={input.originCountry} onChoose={onChooseLoanCurrency} />
    </div>
  );
}

/** "Indicative pre-assessment, not a credit decision", right under the verdict. */
function Disclaimer() {
  const { t } = useResultText();
  return (
    <p className="flex items-start gap-3 rounded-xl border border-border bg-muted p-3 text-sm" data-testid="result-disclaimer">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span>
        <strong className="font-semibold">{t('disclaimer.title')}</strong> {t('disclaimer.text')}
      </span>
    </p>
  );
}

/**
 * The household, caps and where they come from, own money, flags, reasons, the breakdown, the
 * banks (with their dossiers when `dossierAssessmentId` is the stored result's) and the schedule.
 */
function ResultDetails({ result, input, dossierAssessmentId }: { result: EngineResult; input: AssessmentInput; dossierAssessmentId?: string }) {
  // No loan, no loan figures (issue 19): no ratios of a loan that cannot be made, no down payment.
  const hasLoan = result.loan !== null;
  return (
    <div className="grid gap-6">
      <Household result={result} input={input} />
      {hasLoan ? <LoanRatios metrics={result.metrics} /> : null}
      <LimitSources limits={result.limits} />
      {hasLoan ? (
        <OwnFunds result={result} propertyValue={input.propertyValue} availableFrom={input.currentSavings === undefined ? 'downPayment' : 'savings'} />
      ) : null}
      {/* Issue 14: the whole cost and the real choices. */}
      {result.fxShock ? <FxShock shock={result.fxShock} /> : null}
      <AffordablePrice result={result} input={input} />
      <SchemesList schemes={result.schemes} />
      <FlagsList flags={result.flags} />
      <ReasonsList reasons={result.reasons} />
      <ScoreBreakdown breakdown={result.breakdown} />
      <BankRecommendations result={result} input={input} dossierAssessmentId={dossierAssessmentId} />
      <ResultSchedule result={result} />
    </div>
  );
}

/**
 * Wide screens: results on the left, the what-if panel sticky on the right. Phones: the
 * headline, then the panel (so the sliders sit next to what they change), then the details.
 */
function ResultLayout({ headline, aside, details }: { headline: ReactNode; aside: ReactNode; details: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">{headline}</div>
      <aside className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <AfterFirstPaint>{aside}</AfterFirstPaint>
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <AfterFirstPaint>{details}</AfterFirstPaint>
      </div>
    </div>
  );
}

/**
 * Rendered in a second pass, once the verdict and the headline are on screen: one render and one
 * commit of the whole page held a phone's main thread for a third of a second, before its
 * largest text could paint (issue 13).
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useIsAfterFirstPaint() ? children : null;
}

/** False in the first render, true in the pass React does right after it (a deferred value). */
function useIsAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}

/** The what-if panel's place while the engine configuration it runs on loads (or could not). */
function WhatIfPlaceholder({ isError }: { isError: boolean }) {
  const { t } = useResultText();
  return (
    <Card>
      <CardContent className="flex items-center gap-3 text-sm text-muted-foreground">
        {isError ? t('whatIf.unavailable') : <Spinner label={t('whatIf.loading')} />}
      </CardContent>
    </Card>
  );
}

/** The submitted result, or the engine's answer for the sliders' positions once one moved. */
function useWhatIf(result: EngineResult, input: AssessmentInput, config: EngineConfig | undefined) {
  const bounds = useMemo(() => (config ? whatIfBounds(input, config, result) : null), [input, config, result]);
  const initial = useMemo(() => (bounds ? initialWhatIf(input, result, bounds) : null), [input, result, bounds]);
  // null: the sliders stand where the answers put them (also before the configuration arrives).
  const [moved, setMoved] = useState<WhatIfState | null>(null);
  const state = moved ?? initial;
  // Keeps the sliders responsive: the result follows as soon as the engine has run.
  const deferred = useDeferredValue(state);
  const isChanged = deferred !== null && initial !== null && isWhatIfChanged(deferred, initial);

  const termYears = deferred?.termYears;
  const termConfig = useMemo(
    () => (config && termYears !== undefined ? configWithMaxTerm(config, input.originCountry, termYears) : undefined),
    [config, input.originCountry, termYears],
  );
  const shown = useMemo(() => {
    if (!isChanged || !deferred || !termConfig) return { result, input };
    const whatIfInput = buildWhatIfInput(input, deferred);
    try {
      return { result: evaluate(whatIfInput, termConfig), input: whatIfInput };
    } catch {
      // A broken config must not take the submitted result down with it.
      return { result, input };
    }
  }, [isChanged, result, input, deferred, termConfig]);

  return { shown, isChanged, state, initial, bounds, setMoved };
}

/**
 * One tree before and after the engine configuration arrives: only the panel's place changes,
 * so the verdict and the figures painted first stay as they are (issue 13: remounting them
 * repainted the page's largest text and moved its largest paint to the configuration's arrival).
 */
function WhatIfResult({ result, input, isSubmitted, assessmentId }: { result: EngineResult; input: AssessmentInput; isSubmitted: boolean; assessmentId?: string }) {
  // Asked for once the verdict is painted: the sliders come after it (AfterFirstPaint), and on a
  // phone's slow link the configuration's bytes would otherwise delay the verdict (issue 13).
  const config = useAssessmentConfig({ enabled: useIsAfterFirstPaint() });
  const { shown, isChanged, state, initial, bounds, setMoved } = useWhatIf(result, input, config.data);
  // The currency the submitted result is in: choosing it again is "no preference" again.
  const ownCurrency = result.routeOptions.find((option) => option.isChosen)?.currency ?? null;
  const onChooseLoanCurrency =
    state && initial ? (currency: string) => setMoved(chooseLoanCurrency(state, initial, currency, ownCurrency)) : undefined;

  return (
    <ResultLayout
      headline={
        <ResultHeadline
          result={shown.result}
          input={shown.input}
          isWhatIf={isChanged}
          isSubmitted={isSubmitted}
          onChooseLoanCurrency={onChooseLoanCurrency}
        />
      }
      aside={
        state && initial && bounds ? (
          <WhatIfPanel
            input={input}
            result={shown.result}
            isShowingWhatIf={isChanged}
            state={state}
            bounds={bounds}
            isChanged={isWhatIfChanged(state, initial)}
            onChange={setMoved}
            onReset={() => setMoved(null)}
          />
        ) : (
          <WhatIfPlaceholder isError={config.isError} />
        )
      }
      // A what-if's banks are not the stored result's: their dossiers would print other figures.
      details={<ResultDetails result={shown.result} input={shown.input} dossierAssessmentId={isChanged ? undefined : assessmentId} />}
    />
  );
}

/**
 * The eligibility result (issues 4 and 19): the verdict, the headline and the one loan a named
 * bank would make (every payment on the page is its), its currency (choosable), the household,
 * DSTI and LTV against the caps and where each limit comes from, flags, reasons, the breakdown
 * chart, banks (and those that would not lend), the next steps when no loan can be made, and a
 * what-if panel that re-runs the engine in the browser. Reusable: pass any EngineResult and the input it came from
 * (the /assessments detail can pass `hasWhatIf={false}`).
 */
export function EligibilityResult({
  result,
  input,
  hasWhatIf = true,
  isTitleFocused = false,
  isTitleVisible = true,
  isSubmitted = false,
  assessmentId,
}: {
  result: EngineResult;
  input: AssessmentInput;
  hasWhatIf?: boolean;
  /**
   * The result is a submitted assessment's, in the brokers' queue (issue 19: "ask a broker" says
   * a broker will review it); otherwise it links to the contact form.
   */
  isSubmitted?: boolean;
  /** Move focus to the result's heading when it appears (after a submit, for screen readers). */
  isTitleFocused?: boolean;
  /** False when the page's own title already says it: the heading stays for screen readers. */
  isTitleVisible?: boolean;
  /**
   * The stored assessment the result is, when it is submitted (not rejected) and its owner reads
   * it: each recommended bank then offers its dossier (issue 23), on the certificate's plans.
   */
  assessmentId?: string;
}) {
  const { t } = useResultText();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (isTitleFocused) titleRef.current?.focus();
  }, [isTitleFocused]);

  return (
    <section aria-labelledby="result-title" className="grid gap-6" data-testid="eligibility-result">
      <h2 ref={titleRef} id="result-title" tabIndex={-1} className={isTitleVisible ? 'text-2xl font-bold tracking-tight outline-none' : 'sr-only'}>
        {t('title')}
      </h2>

      {hasWhatIf ? (
        <WhatIfResult result={result} input={input} isSubmitted={isSubmitted} assessmentId={assessmentId} />
      ) : (
        <div className="grid gap-6">
          <ResultHeadline result={result} input={input} isWhatIf={false} isSubmitted={isSubmitted} />
          <AfterFirstPaint>
            <ResultDetails result={result} input={input} dossierAssessmentId={assessmentId} />
          </AfterFirstPaint>
        </div>
      )}
    </section>
  );
}

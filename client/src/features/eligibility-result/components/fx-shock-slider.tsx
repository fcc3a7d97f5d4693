import { useId, useState } from 'react';
import { fxShockAt } from '@core/eligibility';
import type { FxShock } from '@core/eligibility/types';
import { Slider } from '@/components/ui/slider';
import { formatMoney, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

/** The slider's range, in percent: the issue asks for 0 to 40 %. */
const MAX_FALL_PCT = 40;

/**
 * Any fall of the income's currency from 0 to 40 % (issue 14), computed at once in the browser
 * by core's fxShockAt: no request, no re-run of the engine.
 */
export function FxShockSlider({ shock }: { shock: FxShock }) {
  const { t, language } = useResultText();
  const id = useId();
  const [fallPct, setFallPct] = useState(20);
  const scenario = fxShockAt(shock, fallPct / 100);
  const fallText = formatPercent(fallPct, language, 0);

  return (
    <div className="grid gap-2 border-t border-border pt-5" data-testid="what-if-fx">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('fxShock.slider', { income: shock.incomeCurrency })}
        </span>
        <output htmlFor={`${id}-thumb`} className="text-sm font-semibold tabular-nums" data-testid="what-if-fx-value">
          {fallText}
        </output>
      </div>
      <Slider
        value={[fallPct]}
        min={0}
        max={MAX_FALL_PCT}
        step={1}
        onValueChange={([next]) => setFallPct(next)}
        thumbProps={{ id: `${id}-thumb`, 'aria-labelledby': `${id}-label`, 'aria-valuetext': fallText, 'data-testid': 'what-if-fx-slider' }}
      />
      <p role="status" className="text-sm" data-testid="what-if-fx-result">
        {t('fxShock.sliderResult', {
          amount: formatMoney(scenario.monthlyPaymentInIncomeCurrency, shock.incomeCurrency, language, { cents: 'ifAny' }),
          share: formatPercent(scenario.shareOfIncome * 100, language, 1),
        })}
      </p>
    </div>
  );
}

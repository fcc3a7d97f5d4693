import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { evaluate } from '@core/eligibility';
import { seedConfig } from '@core/eligibility/testing/seed-config';
import { WORKED_EXAMPLE } from '@core/eligibility/worked-example';
import { ZAssessmentInput } from '@core/schemas/assessment-input';
import { renderWithApp } from '@/test/render-with-app';
import { NextSteps } from './next-steps';
import { ScoreGauge } from './score-gauge';
import { VerdictSummary } from './verdict-summary';

/**
 * The answer a person reads first, rendered from the engine's own result for the worked example
 * (core/eligibility/worked-example.ts, parsed as the server parses it): the verdict, the bank, the
 * headline, the one loan's first instalment and the score, in the reader's language.
 */
const config = seedConfig();
const input = ZAssessmentInput.parse(WORKED_EXAMPLE);
const worked = evaluate(input, config);

describe('the verdict and its figures (issue 21: component tests)', () => {
  it('reads the worked example in Romanian: partial, CEC Bank, 96.000 EUR, first instalment 606,79 EUR, score 79', async () => {
    await renderWithApp(<VerdictSummary result={worked} input={input} />);
    const verdict = await screen.findByTestId('result-verdict');
    expect(verdict).toHaveAttribute('data-verdict', 'partial');
    expect(within(verdict).getByRole('heading', { level: 3 })).toHaveTextContent('Băncile partenere împrumută mai puțin decât ați cerut');
    expect(screen.getByTestId('result-headline-label')).toHaveTextContent('CEC Bank v-ar împrumuta până la');
    expect(screen.getByTestId('result-max-loan')).toHaveTextContent(/^96\.000\sEUR$/);
    expect(screen.getByTestId('result-verdict-loan')).toHaveTextContent(/prima rată de 606,79\sEUR pe lună, pe 30 de ani/);
    expect(screen.getByTestId('result-verdict-reasons')).toHaveTextContent(/Cu 4\.000\sEUR mai puțin decât cei 100\.000\sEUR ceruți/);
    expect(screen.getByTestId('result-verdict-score')).toHaveTextContent('Scor 79 din 100');
  });

  it('reads the same figures the English way', async () => {
    await renderWithApp(<VerdictSummary result={worked} input={input} />, { language: 'en' });
    expect(await screen.findByTestId('result-max-loan')).toHaveTextContent(/^€96,000$/);
    expect(screen.getByTestId('result-verdict-loan')).toHaveTextContent(/€606\.79/);
    expect(screen.getByTestId('result-verdict-score')).toHaveTextContent(/79/);
    expect(screen.getByTestId('result-headline-label')).toHaveTextContent('CEC Bank');
  });

  it('says the score on its gauge to a screen reader, in French', async () => {
    await renderWithApp(<ScoreGauge score={worked.eligibilityScore} />, { language: 'fr' });
    expect(await screen.findByRole('img', { name: /79 sur 100/ })).toBeInTheDocument();
  });

  it('gives no figure to someone no bank would lend to, and a next step instead', async () => {
    const refused = evaluate({ ...input, age: 72 }, config);
    expect(refused.verdict).toBe('not_eligible');
    await renderWithApp(
      <>
        <VerdictSummary result={refused} input={{ ...input, age: 72 }} />
        <NextSteps steps={refused.nextSteps} isSubmitted={false} />
      </>,
    );
    await screen.findByTestId('result-verdict');
    expect(screen.queryByTestId('result-max-loan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('result-verdict-loan')).not.toBeInTheDocument();
    const steps = screen.getByTestId('result-next-steps');
    expect(within(steps).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

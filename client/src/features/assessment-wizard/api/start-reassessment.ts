import { useMutation } from '@tanstack/react-query';
import type { IncomeCurrency } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import { useLocation } from 'wouter';
import { useLanguage } from '@/lib/use-language';
import { reassessmentDraft } from '../lib/reassessment-draft';
import { saveDraft } from './save-draft';

/**
 * Issue 23: "use the income read on this payslip": the assessment's answers with that income
 * become the user's draft (PUT /api/assessments/draft, replacing an unfinished one, which the
 * caller warns about), and the wizard opens on it.
 */
export function useStartReassessment() {
  const language = useLanguage();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: ({ assessment, income }: { assessment: Assessment; income: { amount: number; currency: IncomeCurrency } }) =>
      saveDraft(reassessmentDraft(assessment, income, language)),
    onSuccess: () => navigate('/assessment'),
  });
}

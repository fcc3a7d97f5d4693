import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@core/constants';
import type { EngineResult } from '@core/eligibility/types';
import type { Assessment } from '@core/schemas/assessment';
import { FIELD_NAMES } from '@core/assessment-fields';
import { STEP_FIELDS, type AssessmentField, type AssessmentInput } from '@core/schemas/assessment-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails, isPlanLimitRefusal } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';
import { engineResultFromAssessment } from '@/lib/stored-result';
import { useLanguage } from '@/lib/use-language';
import { useCreateAssessment } from '../api/create-assessment';
import { previewAssessment, usePreviewAssessment } from '../api/preview-assessment';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { useWizardStart } from '../hooks/use-wizard-start';
import {
  errorFieldOf,
  firstInvalidStep,
  RELOCALIZED_NAMES,
  relocalizeValues,
  toAssessmentInput,
  toSubmitPayload,
  validateStep,
  validateWizardField,
  type StepErrors,
  type WizardStart,
  type WizardValues,
} from '../lib/wizard-values';
import { DraftStatus } from './draft-status';
import { PlanLimitNotice, type PlanLimit } from './plan-limit-notice';
import { fieldId } from './fields';
import { CountriesStep } from './steps/countries-step';
import { EducationStep } from './steps/education-step';
import { EmploymentStep } from './steps/employment-step';
import { IncomeStep } from './steps/income-step';
import { PersonalStep } from './steps/personal-step';
import { PropertyStep } from './steps/property-step';
import { ReviewStep } from './steps/review-step';
import { StepHeading } from './steps/step-heading';
import { WizardProgress } from './wizard-progress';

/** What the wizard hands back once submitted. `result` is null only if it could not be read. */
export interface WizardOutcome {
  input: AssessmentInput;
  result: EngineResult | null;
  /** The stored assessment (signed in), or null for a guest or a preview. */
  assessment: Assessment | null;
  /** Signed in, but the plan's monthly limit is used: the result is a preview, not stored (issue 12). */
  isPreviewOnly?: boolean;
}

const stepOfField = (name: string): number | null => {
  for (let step = 1; step < WIZARD_STEPS; step++) if ((STEP_FIELDS[step] as readonly string[]).includes(name)) return step;
  return null;
};

function WizardForm({
  start,
  isSignedIn,
  limit,
  onComplete,
}: {
  start: WizardStart;
  isSignedIn: boolean;
  /** Set when the plan's monthly limit is used: the wizard ends in a preview. */
  limit: PlanLimit | null;
  onComplete: (outcome: WizardOutcome) => void;
}) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const form = useForm<WizardValues>({ defaultValues: start.values });
  const languageRef = useRef(language);
  const [step, setStep] = useState(start.step);
  const [isStepErrorShown, setIsStepErrorShown] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const validationToast = useRef<{ dismiss: () => void } | null>(null);
  const preview = usePreviewAssessment();
  const create = useCreateAssessment();
  const autosave = useDraftAutosave({ form, step, isEnabled: isSignedIn });
  const isSubmitting = preview.isPending || create.isPending;
  // Step 6 reads the property country's loan currencies and exchange rate from the engine's
  // configuration (issue 19): warm it a step before; the review warms it for the what-if panel.
  useAssessmentConfig({ enabled: step >= 5 });

  // Screen readers: announce the new step by moving focus to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Numbers typed in one language are re-written in the next one's convention ("3.000" -> "3,000").
  useEffect(() => {
    if (languageRef.current === language) return;
    const from = languageRef.current;
    languageRef.current = language;
    const values = form.getValues();
    const next = relocalizeValues(values, from, language);
    for (const name of RELOCALIZED_NAMES) if (next[name] !== values[name]) form.setValue(name, next[name] ?? '');
  }, [language, form]);

  // Once a field shows an error, re-check it as the user corrects it.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // The price typed in lei or złoty shows its problems on the property value.
      const field = name ? errorFieldOf(name) : null;
      if (!field || !form.getFieldState(field).error) return;
      const message = validateWizardField(field, values, languageRef.current);
      if (message) form.setError(field, { type: 'validate', message });
      else form.clearErrors(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const showErrors = (errors: StepErrors) => {
    const names = Object.keys(errors) as AssessmentField[];
    for (const name of names) form.setError(name, { type: 'validate', message: errors[name] });
    setIsStepErrorShown(true);
    // The first field on screen with a problem, whatever order the step's rules ran in.
    const [element] = names
      .map((name) => document.getElementById(fieldId(name)))
      .filter((found): found is HTMLElement => found !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    // The radios' group carries the id; focus its first radio. Selects are the browser's own (issue 13).
    (element?.matches('input, button, select') ? element : element?.querySelector<HTMLElement>('input, button, select'))?.focus();
  };

  const checkStep = (current: number): boolean => {
    form.clearErrors([...STEP_FIELDS[current]]);
    const errors = validateStep(current, form.getValues(), language);
    if (Object.keys(errors).length === 0) return true;
    showErrors(errors);
    // docs/product.md §5: steps 4 and 5 also raise a toast.
    const toastKey = current === 4 && errors.maritalStatus ? 'maritalStatus' : current === 5 && errors.educationLevel ? 'educationLevel' : null;
    if (toastKey) {
      validationToast.current = toast({
        variant: 'destructive',
        title: t('toasts.validationError.title'),
        description: t(`toasts.validationError.${toastKey}`),
      });
    }
    return false;
  };

  const goTo = (next: number) => {
    // The step-4/5 toast is about the step being left: it goes with it.
    validationToast.current?.dismiss();
    validationToast.current = null;
    setIsStepErrorShown(false);
    setStep(Math.min(Math.max(1, next), WIZARD_STEPS));
  };

  const goNext = () => {
    if (checkStep(step)) goTo(step + 1);
  };

  const failSubmit = (error: unknown) => {
    const details = getApiErrorDetails(error);
    if (setServerFieldErrors(form.setError, details.fieldErrors, FIELD_NAMES)) {
      const firstStep = Object.keys(details.fieldErrors ?? {})
        .map(stepOfField)
        .filter((value): value is number => value !== null)
        .sort((a, b) => a - b)[0];
      if (firstStep) {
        setStep(firstStep);
        setIsStepErrorShown(true);
      }
    }
    toast({
      variant: 'destructive',
      title: t('translation:common.error'),
      description: details.status ? details.message : t('toasts.submitFailed'),
    });
  };

  const submit = async () => {
    const values = form.getValues();
    const invalidStep = firstInvalidStep(values, language);
    if (invalidStep !== null) {
      setStep(invalidStep);
      // After the step renders, show its problems.
      setTimeout(() => checkStep(invalidStep), 0);
      return;
    }
    const input = toAssessmentInput(values, language);

    const showPreview = (isPreviewOnly: boolean) =>
      preview.mutate(input, {
        onSuccess: (result) => onComplete({ input, result, assessment: null, isPreviewOnly }),
        onError: failSubmit,
      });

    if (!isSignedIn || limit) {
      showPreview(limit !== null);
      return;
    }

    // No draft save may land after the submit (the server turns the draft into the assessment).
    await autosave.stop();
    create.mutate(toSubmitPayload(input), {
      onSuccess: async (assessment) => {
        toast({ title: t('toasts.submitted.title'), description: t('toasts.submitted.description') });
        const result = engineResultFromAssessment(assessment) ?? (await previewAssessment(input).catch(() => null));
        onComplete({ input, result, assessment });
      },
      onError: (error) => {
        autosave.resume();
        // The page could not tell the month's assessments were used (its summary did not load):
        // the answers still give their result, as a preview with the notice, never a refusal (issue 12).
        if (isPlanLimitRefusal(error)) showPreview(true);
        else failSubmit(error);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (step < WIZARD_STEPS) goNext();
    else void submit();
  };

  const stepErrorNames = (STEP_FIELDS[step] ?? []).filter((name) => form.formState.errors[name]);
  const isErrorBannerShown = isStepErrorShown && stepErrorNames.length > 0;

  return (
    <FormProvider {...form}>
      <Card>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          <WizardProgress step={step} />
          <form noValidate onSubmit={onSubmit} aria-labelledby="wizard-step-title" className="grid gap-6" data-testid={`wizard-step-${step}`}>
            <StepHeading ref={headingRef} title={t(`steps.${step}.title`)} description={t(`steps.${step}.description`)} />

            {step === 1 ? <CountriesStep /> : null}
            {step === 2 ? <IncomeStep /> : null}
            {step === 3 ? <EmploymentStep /> : null}
            {step === 4 ? <PersonalStep /> : null}
            {step === 5 ? <EducationStep /> : null}
            {step === 6 ? <PropertyStep /> : null}
            {step === 7 ? <ReviewStep onEdit={goTo} /> : null}

            <div role="alert" aria-live="assertive" className="empty:hidden">
              {isErrorBannerShown ? (
                <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm font-medium text-destructive" data-testid="wizard-step-error">
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('stepError')}
                </p>
              ) : null}
            </div>

            <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-3">
                <Button type="button" variant="outline" size="lg" disabled={step === 1 || isSubmitting} onClick={() => goTo(step - 1)} className="flex-1 sm:flex-none" data-testid="wizard-back">
                  <ArrowLeft aria-hidden="true" />
                  {t('translation:common.back')}
                </Button>
                {isSignedIn ? <DraftStatus status={autosave.status} /> : null}
              </div>
              {step < WIZARD_STEPS ? (
                <Button type="submit" size="lg" data-testid="wizard-next">
                  {t('actions.next')}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined} data-testid="wizard-submit">
                  {isSubmitting ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
                  {isSubmitting ? t('actions.submitting') : t('actions.submit')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </FormProvider>
  );
}

/**
 * The 7-step assessment (docs/product.md §2.7) for guests and signed-in users. A signed-in user whose
 * plan has used this month's assessments is told so before step 1, and the wizard ends in a
 * preview rather than a refusal (issue 12).
 */
export function AssessmentWizard({
  onComplete,
  limit = null,
}: {
  onComplete: (outcome: WizardOutcome) => void;
  /** The signed-in user's plan has used this month's assessments (the page knows from the dashboard summary). */
  limit?: PlanLimit | null;
}) {
  const { t } = useTranslation();
  const { start, isSignedIn } = useWizardStart();
  if (!start) return <FullPageSpinner label={t('common.loading')} />;
  return (
    <div className="grid gap-4">
      {limit ? <PlanLimitNotice renewsOn={limit.renewsOn} monthly={limit.monthly} /> : null}
      <WizardForm start={start} isSignedIn={isSignedIn} limit={limit} onComplete={onComplete} />
    </div>
  );
}

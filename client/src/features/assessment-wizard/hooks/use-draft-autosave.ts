import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { getAssessmentsQueryOptions } from '@/features/assessments';
import { saveDraft } from '../api/save-draft';
import { getCurrentLanguage } from '@/lib/i18n';
import { buildDraftPayload, isEmptyDraft, type WizardValues } from '../lib/wizard-values';

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Quiet time after the last keystroke or step change before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

/**
 * Saves a signed-in user's answers as they go (PUT /api/assessments/draft, docs/product.md §4):
 * debounced, only valid fields, never the same body twice, one request at a time and in order.
 * `stop()` cancels what is pending before the final submit; `resume()` undoes it.
 */
export function useDraftAutosave({
  form,
  step,
  isEnabled,
}: {
  form: UseFormReturn<WizardValues>;
  step: number;
  isEnabled: boolean;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSavedBody = useRef('');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const isStopped = useRef(false);
  const stepRef = useRef(step);

  const save = useCallback(() => {
    queue.current = queue.current.then(async () => {
      if (isStopped.current) return;
      const payload = buildDraftPayload(form.getValues(), stepRef.current, getCurrentLanguage());
      if (isEmptyDraft(payload)) return;
      const body = JSON.stringify(payload);
      if (body === lastSavedBody.current) return;
      setStatus('saving');
      try {
        await saveDraft(payload);
        lastSavedBody.current = body;
        // The list holds the draft too (the dashboard's recent activity may be it).
        void queryClient.invalidateQueries({ queryKey: getAssessmentsQueryOptions().queryKey, exact: true });
        if (!isStopped.current) setStatus('saved');
      } catch {
        if (!isStopped.current) setStatus('error');
      }
    });
    return queue.current;
  }, [form, queryClient]);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const schedule = useCallback(() => {
    if (!isEnabled || isStopped.current) return;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void save();
    }, DRAFT_SAVE_DELAY_MS);
  }, [isEnabled, save]);

  useEffect(() => {
    if (!isEnabled) return;
    const subscription = form.watch(() => schedule());
    return () => subscription.unsubscribe();
  }, [form, isEnabled, schedule]);

  // A step change is saved too (draftStep); the ref first, so the save reads the new step.
  useEffect(() => {
    stepRef.current = step;
    schedule();
  }, [step, schedule]);

  // Leaving the page inside the quiet time: save now rather than lose the last answers.
  useEffect(
    () => () => {
      if (timer.current !== null) {
        cancelTimer();
        void save();
      }
    },
    [save],
  );

  /** Cancels what is pending and saves nothing more; resolves when a save in flight is done. */
  const stop = useCallback(() => {
    isStopped.current = true;
    cancelTimer();
    return queue.current;
  }, []);

  /** Saves again after stop() (the final submit failed: the user keeps editing). */
  const resume = useCallback(() => {
    isStopped.current = false;
  }, []);

  return { status, stop, resume };
}

import type { DateArray, EventAttributes } from 'ics';
import { addDays } from '../../../core/buying-plan/dates';
import type { Language } from '../../../core/constants';
import type { BuyingPlanAnswer } from '../../../core/schemas/buying-plans';
import { translate } from '../../i18n';
import { loadOnFirstUse } from '../../load-on-first-use';

/** `ics` (and its yup) loads with the first calendar asked for, not at start (ADR 072). */
const loadIcs = loadOnFirstUse(() => import('ics'));

/** An ISO day as the `ics` package's date-only array: an all-day event. */
const dayArray = (isoDay: string): DateArray => isoDay.split('-').map(Number) as DateArray;

/**
 * A buying plan as an iCalendar file (RFC 5545, written by the `ics` package, ADR 085): one
 * all-day event per dated step (DTEND is the day after the due day: all-day ends are exclusive)
 * and one per trip home, spanning its days. Titles in `language` (namespace `plan`). UIDs are
 * stable per assessment and step, so a calendar that imports the file again updates its events
 * instead of doubling them.
 */
export async function buyingPlanCalendar(plan: BuyingPlanAnswer, language: Language): Promise<string> {
  const { createEvents } = await loadIcs();
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values, 'plan');
  const common = { productId: 'acasa/buying-plan', calName: t('calendar.name'), busyStatus: 'FREE' as const, transp: 'TRANSPARENT' as const };

  const steps: EventAttributes[] = plan.steps.map((step) => ({
    ...common,
    uid: `${plan.assessmentId}-${step.key}@acasa`,
    title: t(`steps.${step.key}`),
    description: [t(`modes.${step.mode}`), step.isLate ? t('event.late') : null].filter(Boolean).join('\n'),
    start: dayArray(step.start),
    end: dayArray(addDays(step.due, 1)),
  }));
  const trips: EventAttributes[] = plan.trips.map((trip, index) => ({
    ...common,
    uid: `${plan.assessmentId}-trip-${index + 1}@acasa`,
    // The days away are busy; the steps themselves are markers that block nothing.
    busyStatus: 'BUSY',
    transp: 'OPAQUE',
    title: t('trip.title'),
    description: t('trip.description', { steps: trip.stepKeys.map((key) => t(`steps.${key}`)).join(', ') }),
    start: dayArray(trip.from),
    end: dayArray(addDays(trip.to, 1)),
  }));

  const { error, value } = createEvents([...steps, ...trips]);
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}

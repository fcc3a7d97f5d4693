/** Billing periods are calendar months, as Stripe bills monthly prices: 31 Jan + 1 month = 28/29 Feb. */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

import type { ScheduleRow } from './schedule';
import { toCents } from '../money/round';

/** A year of the schedule: its months summed, and what is owed at its end (the result page's table and chart, the bank dossier's ESIS table). */
export interface ScheduleYear {
  year: number;
  payment: number;
  interest: number;
  principal: number;
  overpayment: number;
  balance: number;
  months: ScheduleRow[];
  /** Interest paid from the start to the end of this year (the chart's second line). */
  interestToDate: number;
}

const add = (a: number, b: number) => toCents(a + b);

export function scheduleYears(rows: readonly ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  let interestToDate = 0;
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, payment: 0, interest: 0, principal: 0, overpayment: 0, balance: 0, months: [], interestToDate };
      years.push(current);
    }
    current.payment = add(current.payment, row.payment);
    current.interest = add(current.interest, row.interest);
    current.principal = add(current.principal, row.principal);
    current.overpayment = add(current.overpayment, row.overpayment);
    current.balance = row.balance;
    current.months.push(row);
    interestToDate = add(interestToDate, row.interest);
    current.interestToDate = interestToDate;
  }
  return years;
}

/**
 * The CSV's columns, in order; each header is `schedule.csv.<column>` in the result namespace.
 * Apart from schedule-csv.ts so the result page names them without loading the CSV writer.
 */
export const SCHEDULE_CSV_COLUMNS = ['month', 'rate', 'payment', 'interest', 'principal', 'overpayment', 'balance'] as const;
export type ScheduleCsvColumn = (typeof SCHEDULE_CSV_COLUMNS)[number];

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface ScheduleChartPoint {
  year: number;
  balance: number;
  interestToDate: number;
}

/**
 * What is still owed and the interest paid so far, at the end of each year (recharts, a lazy
 * chunk). Hidden from assistive technology: its figure has a text summary and the table below
 * holds every figure.
 */
export default function ScheduleChart({ points, formatAxis }: { points: ScheduleChartPoint[]; formatAxis: (value: number) => string }) {
  return (
    <div aria-hidden="true" className="h-56 sm:h-64" data-testid="result-schedule-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tickLine={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis width={72} tickLine={false} axisLine={false} tick={{ fontSize: 11, fill: '#334155' }} tickFormatter={formatAxis} />
          <Area type="monotone" dataKey="balance" stroke="#0b5563" fill="#d3e8ea" strokeWidth={2} isAnimationActive={false} />
          <Area type="monotone" dataKey="interestToDate" stroke="#b45309" fill="#fde68a" fillOpacity={0.5} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '@/lib/use-media-query';

export interface BreakdownRow {
  name: string;
  points: number;
  /** weight − points: the part of the category's weight not earned. */
  missing: number;
  label: string;
}

/** Phones get a narrower label column (labels wrap) so the bars keep their room. */
const NARROW_QUERY = '(max-width: 479px)';

/**
 * Points against weight per category as horizontal stacked bars (recharts, a lazy chunk).
 * Decorative for assistive technology: the same figures are in a table next to it.
 */
export default function BreakdownChart({ rows }: { rows: BreakdownRow[] }) {
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const labelWidth = isNarrow ? 104 : 140;
  const height = Math.max(160, rows.length * (isNarrow ? 50 : 44) + 24);
  return (
    <div aria-hidden="true" style={{ height }} data-testid="result-breakdown-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 4, bottom: 4, left: 4 }} barCategoryGap={10}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" hide domain={[0, 'dataMax']} />
          <YAxis
            yAxisId="name"
            type="category"
            dataKey="name"
            width={labelWidth}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: isNarrow ? 11 : 12, fill: '#334155' }}
          />
          {/* The same rows on the right, showing "points / weight". */}
          <YAxis
            yAxisId="label"
            orientation="right"
            type="category"
            dataKey="label"
            width={isNarrow ? 44 : 56}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#0f172a', fontWeight: 600 }}
          />
          <Bar yAxisId="name" dataKey="points" stackId="score" fill="#0b5563" isAnimationActive={false} />
          <Bar yAxisId="name" dataKey="missing" stackId="score" fill="#d3e8ea" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

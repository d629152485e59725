// The funnel's last 30 days (recharts): views, claims and redemptions per day, the days a deal was featured shaded.
// Its own chunk: recharts loads only on the business dashboard, after the numbers are on screen.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelDay } from '@dadeal/core';
import { FUNNEL } from '../../app/business/texts.js';
import { activeLocale } from '../../app/i18n/i18n.js';

/** A day's axis label in the visitor's language ("Mar 3", "3 mars", "3月3日"). */
function dayLabels(): (date: string) => string {
  const format = new Intl.DateTimeFormat(activeLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

/** Runs of consecutive featured days, as [first, last] dates: one shaded band each. */
export function featuredRuns(days: readonly FunnelDay[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const [i, day] of days.entries()) {
    if (!day.featured) continue;
    if (i > 0 && days[i - 1].featured) runs[runs.length - 1][1] = day.date;
    else runs.push([day.date, day.date]);
  }
  return runs;
}

/**
 * `label`: the figure's accessible name; `featuredLegend`: whether to explain the shaded featured days (the partner
 * dashboard's chart, has none).
 */
export default function FunnelChart({ days, label: figureLabel = FUNNEL.chartLabel, featuredLegend = true, names = FUNNEL }: {
  days: FunnelDay[];
  label?: string;
  featuredLegend?: boolean;
  /** The series' names (the partner dashboard's say "Widget views"). */
  names?: { views: string; claims: string; redemptions: string };
}) {
  const label = dayLabels();
  const data = days.map((d) => ({ ...d, label: label(d.date) }));
  const runs = featuredRuns(days);
  return (
    <figure className="funnel__figure" aria-label={figureLabel}>
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5563' }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4b5563' }} />
          {runs.map(([from, to]) => (
            <ReferenceArea key={from} x1={label(from)} x2={label(to)} fill="#f5b700" fillOpacity={0.18} ifOverflow="extendDomain" />
          ))}
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="views" name={names.views} fill="#0b6e78" radius={[3, 3, 0, 0]} />
          <Line dataKey="claims" name={names.claims} stroke="#e4572e" strokeWidth={2} dot={false} />
          <Line dataKey="redemptions" name={names.redemptions} stroke="#3c8d2f" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
      {featuredLegend && <figcaption className="funnel__legend"><span className="funnel__swatch" aria-hidden="true" /> {FUNNEL.featuredDays}</figcaption>}
    </figure>
  );
}

import type { TeamOverviewDay } from '@monsoon/contracts/agent-reports';
import { wireToMinor } from '@monsoon/contracts/money';
import { useTranslation } from 'react-i18next';
import { showMoney, showProfit } from '@/features/agent-reports/lib/money';
import styles from './agent-reports.module.css';

/** Plot units: each day is 10 wide, the height 100 (the SVG stretches to the card). */
const DAY = 10;
const HEIGHT = 100;

/** A day's figures in minor units as plain numbers (enough precision to draw). */
const pointsOf = (days: readonly TeamOverviewDay[]) =>
  days.map((d) => ({
    bet: Number(wireToMinor(d.validBet)),
    profit: Number(wireToMinor(d.profit)),
  }));

/**
 * The vertical scale: the zero line sits where the largest value above it (valid bet or a win) and the
 * largest loss below it share the height; answers the y of a value.
 */
function scaleOf(points: ReturnType<typeof pointsOf>) {
  const top = Math.max(1, ...points.map((p) => Math.max(p.bet, p.profit)));
  const bottom = Math.max(0, ...points.map((p) => -p.profit));
  const zero = (top / (top + bottom)) * HEIGHT;
  return { zero, y: (v: number) => zero - (v / (top + bottom)) * HEIGHT };
}

/** MM-dd of a yyyy-MM-dd day. */
const short = (day: string) => day.slice(5);

/**
 * Valid bet per day as bars (a period of two days or more) and the players' win/loss as a line around the zero line (hand-drawn
 * SVG, no chart library); each day carries its exact figures for pointers and screen readers.
 */
export function OverviewChart({ days }: { days: readonly TeamOverviewDay[] }) {
  const { t } = useTranslation('agentReports');
  const points = pointsOf(days);
  const { zero, y } = scaleOf(points);
  const width = Math.max(1, days.length) * DAY;
  const line = points.map((p, i) => `${i * DAY + DAY / 2},${y(p.profit)}`).join(' ');
  const ticks = days.length > 2 ? [days[0], days[Math.floor(days.length / 2)], days.at(-1)] : days;
  return (
    <figure className={styles.chart}>
      <figcaption>
        {t('overview.chartTitle')}
        <span className={styles.legend} aria-hidden>
          <span>
            <i className={styles.swatchBet} />
            {t('overview.chartLegendBet')}
          </span>
          <span>
            <i className={styles.swatchProfit} />
            {t('overview.chartLegendProfit')}
          </span>
        </span>
      </figcaption>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('overview.chartTitle')}
      >
        {days.map((d, i) => {
          const p = points[i] ?? { bet: 0, profit: 0 };
          const top = y(p.bet);
          return (
            <g key={d.date}>
              <title>
                {t('overview.chartDay', {
                  date: d.date,
                  bet: showMoney(d.validBet),
                  profit: showProfit(d.profit),
                })}
              </title>
              <rect
                className={styles.bar}
                x={i * DAY + DAY * 0.2}
                width={DAY * 0.6}
                y={Math.min(top, zero)}
                height={Math.abs(zero - top)}
              />
            </g>
          );
        })}
        <line className={styles.axis} x1={0} x2={width} y1={zero} y2={zero} />
        <polyline className={styles.line} points={line} />
      </svg>
      <div className={styles.ticks} aria-hidden>
        {ticks.map((d) => (d ? <span key={d.date}>{short(d.date)}</span> : null))}
      </div>
      <table className="visually-hidden">
        <caption>{t('overview.chartTitle')}</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{showMoney(d.validBet)}</td>
              <td>{showProfit(d.profit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

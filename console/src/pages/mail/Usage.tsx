import { useQuery } from 'urql';
import { PageProblem } from '../../components/page';
import { Badge, Loading, when } from '../../components/ui';
import { ConsoleMailQuotaDocument } from '../../generated/graphql';
import { problemTitle, useAccountId, useMailTitle } from './mail';

const number = new Intl.NumberFormat();

/** `2026-11` as "November 2026" (the month is UTC, so is its name). */
const monthName = (period: string): string =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Usage & billing: the plan every account has (the platform's configured quota: there are no plan tiers or prices to show),
 * this month's count against it with the overage used and what is left, the thresholds whose events fire once a month, and
 * the past months' counts.
 */
export default function Usage() {
  const accountId = useAccountId();
  const [{ data, error }] = useQuery({ query: ConsoleMailQuotaDocument, variables: { accountId }, requestPolicy: 'network-only' });
  const quota = data?.mailQuota;
  const problem = error && !quota ? problemTitle('Usage', error) : null;
  useMailTitle(problem ?? 'Usage & billing');
  if (problem) return <PageProblem title={problem} error={error} back={{ to: '/mail', label: 'Your mail accounts' }} />;
  if (!quota) return <Loading what="Loading the usage" />;
  const limit = quota.base + quota.overageCap;
  const overage = Math.max(0, quota.used - quota.base);
  // SPEC's thresholds: 80% and 95% of the base, the base used up, and the overage cap (only when there is overage).
  const thresholds = [
    { event: 'quota.soft-warn-80', what: '80% of the base quota', at: Math.ceil(quota.base * 0.8) },
    { event: 'quota.soft-warn-95', what: '95% of the base quota', at: Math.ceil(quota.base * 0.95) },
    { event: 'quota.exhausted-base', what: 'Base quota used up', at: quota.base },
    ...(quota.overageCap > 0 ? [{ event: 'quota.exhausted-cap', what: 'Overage cap reached', at: limit }] : []),
  ];
  const percent = quota.base > 0 ? Math.round((quota.used / quota.base) * 100) : 0;
  return (
    <>
      <h2>Usage &amp; billing</h2>
      <h3>Plan</h3>
      <div className="table-scroll">
        <table aria-label="Plan">
          <tbody>
            <tr>
              <th scope="row">Base quota</th>
              <td>{number.format(quota.base)} messages a month</td>
            </tr>
            <tr>
              <th scope="row">Overage cap</th>
              <td>
                {quota.overageCap > 0
                  ? `${number.format(quota.overageCap)} more messages a month beyond the base`
                  : 'None: sends past the base quota are refused'}
              </td>
            </tr>
            <tr>
              <th scope="row">Counted</th>
              <td>Per message accepted (not per recipient), by calendar month in UTC</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <small>Every account has the platform&apos;s plan, set by its operator. There are no plan tiers or prices to choose here.</small>
      </p>

      <h3>This month ({monthName(quota.period)})</h3>
      <p>
        <strong data-testid="usage-this-month">
          {number.format(quota.used)} of {number.format(quota.base)}
        </strong>{' '}
        messages ({percent}% of the base quota).
      </p>
      <progress value={Math.min(quota.used, limit)} max={limit || 1} aria-label="Quota used" />
      <div className="table-scroll">
        <table aria-label="This month">
          <tbody>
            <tr>
              <th scope="row">Sent</th>
              <td>{number.format(quota.used)}</td>
            </tr>
            <tr>
              <th scope="row">Overage used</th>
              <td>
                {quota.overageCap > 0 ? `${number.format(overage)} of ${number.format(quota.overageCap)}` : 'No overage on this plan'}
              </td>
            </tr>
            <tr>
              <th scope="row">Remaining</th>
              <td>{number.format(quota.remaining)}</td>
            </tr>
            <tr>
              <th scope="row">Resets</th>
              <td>{when(quota.resetsAt)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h3>Thresholds</h3>
      <div className="table-scroll">
        <table aria-label="Quota thresholds">
          <thead>
            <tr>
              <th scope="col">Threshold</th>
              <th scope="col">At</th>
              <th scope="col">Event</th>
              <th scope="col">This month</th>
            </tr>
          </thead>
          <tbody>
            {thresholds.map((threshold) => (
              <tr key={threshold.event}>
                <th scope="row">{threshold.what}</th>
                <td>{number.format(threshold.at)} messages</td>
                <td>
                  <code>{threshold.event}</code>
                </td>
                <td>
                  {quota.used >= threshold.at ? (
                    <Badge colour={threshold.event.startsWith('quota.exhausted') ? 'red' : 'amber'}>reached</Badge>
                  ) : (
                    <Badge colour="grey">{number.format(threshold.at - quota.used)} to go</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <small>Each threshold&apos;s event goes to your webhooks once a month, when a send crosses it.</small>
      </p>

      <h3>Past months</h3>
      {quota.history.length === 0 ? (
        <p className="empty">No messages in the last 12 months before this one.</p>
      ) : (
        <div className="table-scroll">
          <table aria-label="Past months">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Sent</th>
                <th scope="col">Overage</th>
              </tr>
            </thead>
            <tbody>
              {quota.history.map((month) => (
                <tr key={month.period}>
                  <th scope="row">{monthName(month.period)}</th>
                  <td>{number.format(month.used)}</td>
                  <td>{number.format(month.overage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <small>Overage of past months is counted against today&apos;s base quota: limits are not kept per month.</small>
      </p>
    </>
  );
}

import { useQuery } from 'urql';
import { Badge, ErrorNote, Loading, when } from '../../components/ui';
import { ConsoleMailQuotaDocument } from '../../generated/graphql';
import { useAccountId } from './mail';

const number = new Intl.NumberFormat();

/** This month's quota: usage against the base and the overage cap, and the thresholds whose events fire once a month. */
export default function Quota() {
  const accountId = useAccountId();
  const [{ data, error }] = useQuery({ query: ConsoleMailQuotaDocument, variables: { accountId }, requestPolicy: 'network-only' });
  const quota = data?.mailQuota;
  if (error && !quota) return <ErrorNote error={error} />;
  if (!quota) return <Loading what="Loading the quota" />;
  const limit = quota.base + quota.overageCap;
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
      <h2>Quota</h2>
      <p>
        <strong>
          {number.format(quota.used)} of {number.format(quota.base)}
        </strong>{' '}
        messages sent in {quota.period} ({percent}% of the base quota)
        {quota.overageCap > 0 ? `, up to ${number.format(quota.overageCap)} more as overage` : ''}. {number.format(quota.remaining)} left;
        the count starts again {when(quota.resetsAt)}.
      </p>
      <progress value={Math.min(quota.used, limit)} max={limit || 1} aria-label="Quota used" />
      <p>
        <small>
          {quota.overageCap > 0
            ? 'Sends past the base count as overage until the cap; then they are refused (monthly_quota_exceeded).'
            : 'There is no overage: sends past the base quota are refused (monthly_quota_exceeded).'}
        </small>
      </p>
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
    </>
  );
}

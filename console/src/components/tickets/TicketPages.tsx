import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import type { ConsoleTicketPageFragment } from '../../generated/graphql';
import { ErrorNote } from '../ui';
import { TicketRows } from './TicketTable';

type PageInfo = ConsoleTicketPageFragment['pageInfo'];

/** A later page of a list: its own query, starting after `after`; the last page reports its page info (`onLoaded`) once it has its rows. */
export type RenderPage = (after: string, onLoaded: ((info: PageInfo) => void) | undefined) => ReactNode;

/**
 * A list's first page, then the next one each time the end of the list comes near the viewport (an IntersectionObserver on
 * a sentinel after the table) or "Load more" is pressed (keyboard, or a browser without the observer). One page at a time:
 * the next is asked only once the last has arrived. Each page is a `<tbody>` of `table`.
 */
export function TicketPages({
  first,
  table,
  renderPage,
}: {
  first: ConsoleTicketPageFragment;
  table: (rows: ReactNode) => ReactNode;
  renderPage: RenderPage;
}) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [lastInfo, setLastInfo] = useState<PageInfo | null>(null);
  const info = cursors.length === 0 ? first.pageInfo : lastInfo;
  const next = info?.hasNextPage ? info.endCursor : null;
  const loadMore = useCallback(() => {
    if (!next) return;
    setLastInfo(null);
    setCursors((loaded) => (loaded.includes(next) ? loaded : [...loaded, next]));
  }, [next]);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !next || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh for each page: if the sentinel is still near the viewport once a page arrives, the next one loads.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: '0px 0px 300px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [next, loadMore]);
  return (
    <>
      {table(
        <>
          <TicketRows tickets={first.nodes} />
          {cursors.map((after, index) => (
            <Fragment key={after}>{renderPage(after, index === cursors.length - 1 ? setLastInfo : undefined)}</Fragment>
          ))}
        </>,
      )}
      <div ref={sentinel} className="list-end">
        {next ? (
          <button type="button" className="outline small" onClick={loadMore}>
            Load more
          </button>
        ) : info ? null : (
          <p aria-busy="true">Loading more tickets…</p>
        )}
      </div>
    </>
  );
}

export const ErrorRow = ({ error }: { error: CombinedError }) => (
  <tbody>
    <tr>
      <td colSpan={7}>
        <ErrorNote error={error} />
      </td>
    </tr>
  </tbody>
);

/** Reports a page's info to `onLoaded` whenever it arrives (the last page of a list tells it whether more follow). */
export function useReportPage(info: PageInfo | undefined, onLoaded: ((info: PageInfo) => void) | undefined): void {
  useEffect(() => {
    if (info) onLoaded?.(info);
  }, [info, onLoaded]);
}

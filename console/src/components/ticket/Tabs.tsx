import { useRef, type KeyboardEvent, type ReactNode } from 'react';

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Where each arrow key moves from tab `index` of `count` (wrapping around), as the ARIA tabs pattern has it. */
function target(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab in the Tab order (roving tabindex), Left/Right move to
 * the previous/next tab and select it, Home/End the first/last. The selected tab controls the one `TabPanel` shown.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = target(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(button) => {
            if (button) buttons.current.set(tab.id, button);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          // Only the selected tab's panel is rendered, so only it is named as controlled.
          aria-controls={tab.id === selected ? panelId(idPrefix, tab.id) : undefined}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab `id` of the `Tabs` with the same `idPrefix`. */
export const TabPanel = ({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) => (
  <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)}>
    {children}
  </div>
);

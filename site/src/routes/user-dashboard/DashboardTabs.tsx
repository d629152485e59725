// Accessible tabs for the dashboard (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
// between tabs; every panel stays mounted (hidden when not chosen), so each tab's aria-controls names a real panel.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DashboardTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface DashboardTabsProps<K extends string> {
  label: string;
  tabs: readonly DashboardTab<K>[];
  value: K;
  onChange: (key: K) => void;
}

export function DashboardTabs<K extends string>({ label, tabs, value, onChange }: DashboardTabsProps<K>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.key === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].key);
    const button = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next];
    button?.focus();
    // On phones the list scrolls sideways: bring the chosen tab into view.
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="udash-tabs">
      <div className="udash-tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="udash-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={panelId(tab.key)}
          role="tabpanel"
          aria-labelledby={tabId(tab.key)}
          className="udash-tabs__panel"
          hidden={tab.key !== value}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

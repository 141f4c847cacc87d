import { useEffect, type KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
  testId?: string;
  /** Shown dimmed with a 'Soon' tag (placeholder sports). */
  soon?: boolean;
}

interface TabsProps {
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
  testId?: string;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** WAI-ARIA tabs: roving focus, arrow keys, Home and End select and focus a tab. */
export function Tabs({ items, selected, onSelect, label, idPrefix, testId, className }: TabsProps) {
  // Keep the chosen tab in view in a scrolling tab bar (phones).
  useEffect(() => {
    document
      .getElementById(tabId(idPrefix, selected))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [idPrefix, selected]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.id === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (next < 0 || !item) return;
    event.preventDefault();
    onSelect(item.id);
    document.getElementById(tabId(idPrefix, item.id))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      data-testid={testId}
      className={`sp-tabs${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            data-testid={item.testId}
            className={`sp-tab${active ? ' is-active' : ''}${item.soon ? ' is-soon' : ''}`}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

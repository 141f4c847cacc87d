import { useStreamStatus } from '../../shared/stream';

const LABELS = {
  live: { text: 'Live', aria: 'Live: prices, tables and balance arrive as they change' },
  polling: { text: 'Polling', aria: 'Polling: prices, tables and balance refresh every few seconds' },
} as const;

/**
 * The header's stream indicator (issue 15 item 4): "Live" while the stream brings the data
 * (shared/stream.ts status `live`), "Polling" while the pages poll instead. A status region, so
 * assistive technology hears a change; a dot and a word, never colour alone.
 */
export function StreamIndicator() {
  const status = useStreamStatus();
  const label = LABELS[status];
  return (
    <span
      className={`stream-status stream-status--${status}`}
      role="status"
      aria-label={label.aria}
      title={label.aria}
      data-testid="stream-status"
      data-status={status}
    >
      <span className="stream-status__dot" aria-hidden="true" />
      {label.text}
    </span>
  );
}

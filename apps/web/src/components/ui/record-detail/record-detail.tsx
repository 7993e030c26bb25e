import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { formatCompany } from '@/lib/company-time';
import './record-detail.css';

/**
 * The pieces every record's detail page shows the same way (a delivery order, a delivery
 * request, a recurring delivery): its fields as a label list, the goods it carries and the
 * history of its status. The page gives the words; these give the layout and the formats.
 */

/** Label and value pairs, one per row; a value may be any node (a badge, a link). */
export function FieldList({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="record-detail__fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface GoodsLine {
  name: string;
  quantity: number;
  unit: string;
  /** Kilograms. */
  weight: number;
  /** Cubic metres. */
  volume: number;
}

export interface ItemsTableLabels {
  name: string;
  quantity: string;
  weight: string;
  volume: string;
  /** Shown instead of the table when there is no line. */
  empty: string;
}

/** The goods lines: name, quantity with its unit, weight in kg and volume in m³. */
export function ItemsTable({
  items,
  labels,
}: {
  items: readonly GoodsLine[];
  labels: ItemsTableLabels;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  if (items.length === 0) return <p>{labels.empty}</p>;
  const number = (value: number, digits?: number) =>
    formatNumber(value, language, digits === undefined ? {} : { maximumFractionDigits: digits });
  return (
    <table className="record-detail__items">
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.quantity}</th>
          <th scope="col">{labels.weight}</th>
          <th scope="col">{labels.volume}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            <td>{item.name}</td>
            <td>
              {number(item.quantity)} {item.unit}
            </td>
            <td>{number(item.weight, 1)} kg</td>
            <td>{number(item.volume, 2)} m³</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface StatusEvent {
  id: number | string;
  /** Company-clock time of the change (ISO 8601 with offset). */
  at: string;
  /** Who made it, already in words. */
  actor: string;
  reason?: string | null;
}

/**
 * The status history, oldest first: what happened (the page's words for the move), when on the
 * company's clock with its zone, who, and the reason given.
 */
export function StatusTimeline<Event extends StatusEvent>({
  events,
  describe,
  by,
  testId,
}: {
  events: readonly Event[];
  /** The move in words, e.g. "Dikonfirmasi → Dijadwalkan". */
  describe: (event: Event) => string;
  /** "by {actor}" in the page's words. */
  by: (actor: string) => string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  return (
    <ol className="record-detail__timeline" data-testid={testId}>
      {events.map((event) => (
        <li key={event.id}>
          <strong>{describe(event)}</strong>
          <span>
            {formatCompany(event.at, 'DD MMM YYYY HH:mm', { language, label: true })} ·{' '}
            {by(event.actor)}
          </span>
          {event.reason && <q>{event.reason}</q>}
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';

/** 0 to `max` filled stars, read out as "priority 3 of 5" (docs/rules/shell.md §2). */
export function PriorityStars({
  value,
  max = 5,
}: {
  value: number | null | undefined;
  max?: number;
}) {
  const { t } = useTranslation();
  if (value === null || value === undefined) {
    return <span className="list-table__none">{t('table.priority.none')}</span>;
  }
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      className="list-table__stars"
      role="img"
      aria-label={t('table.priority.label', { value: filled, max })}
    >
      {Array.from({ length: max }, (_, i) => (
        <i
          key={i}
          className={i < filled ? 'pi pi-star-fill list-table__star--on' : 'pi pi-star'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

/** A list's "Filter" button, saying how many filters are in force ("Filter (2)"). */
export function FilterOpenButton({
  activeCount,
  onClick,
  testId,
}: {
  activeCount: number;
  onClick: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      icon="pi pi-filter"
      outlined
      label={
        activeCount > 0
          ? t('table.filters.openWithCount', { count: activeCount })
          : t('table.filters.open')
      }
      onClick={onClick}
      data-testid={testId}
    />
  );
}

/** A page's filter problems (codes per key) as the dialog's messages, in the user's language. */
export function problemTexts<K extends string, P extends string>(
  problems: Partial<Record<K, P>>,
  text: (problem: P) => string,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries(problems).map(([key, problem]) => [key, text(problem as P)]),
  ) as Partial<Record<K, string>>;
}

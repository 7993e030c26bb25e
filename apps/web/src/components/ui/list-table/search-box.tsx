import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { useDebouncedCallback } from './use-debounced-callback';

export interface SearchBoxProps {
  /** The search the table runs now (from the URL); the box follows it when it changes outside. */
  value: string;
  placeholder: string;
  debounceMs: number;
  onSearch: (search: string) => void;
}

/** Max length of the list query's `search` (contracts `ListQuerySchema`). */
const SEARCH_MAX_LENGTH = 200;

/**
 * The table's search box. Typing waits `debounceMs` (500 ms, docs/rules/shell.md §5) after the last
 * key before searching; Enter searches at once; the clear button empties it at once.
 */
export function SearchBox({ value, placeholder, debounceMs, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const debounced = useDebouncedCallback(onSearch, debounceMs);

  // The search changed outside the box (back button, a reset): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <div className="list-table__search" role="search">
      <label htmlFor={id} className="sr-only">
        {t('table.search.label')}
      </label>
      <i className="pi pi-search list-table__search-icon" aria-hidden="true" />
      <InputText
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        className="list-table__search-input"
        data-testid="list-table-search"
        onChange={(event) => {
          setText(event.target.value);
          debounced(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            debounced.cancel();
            onSearch(text);
          } else if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            debounced.cancel();
            setText('');
            onSearch('');
          }
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="list-table__search-clear"
          aria-label={t('table.search.clear')}
          onClick={() => {
            debounced.cancel();
            setText('');
            onSearch('');
          }}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

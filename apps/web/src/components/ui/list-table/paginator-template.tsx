import { Dropdown } from 'primereact/dropdown';
import type { PaginatorTemplateOptions } from 'primereact/paginator';

/**
 * A paginator layout whose rows-per-page picker carries our own label. PrimeReact 10.9.9's
 * paginator (and the copy of it inside DataTable) reads that label from a private English
 * locale, not the one `addLocale` fills, so it stays 'Jump to Page Dropdown' in Indonesian.
 */
export function paginatorTemplate(layout: string, pageSizeLabel: string): PaginatorTemplateOptions {
  return {
    layout,
    RowsPerPageDropdown: (options) => (
      <Dropdown
        value={options.value}
        options={options.options}
        onChange={options.onChange}
        appendTo={options.appendTo}
        disabled={options.disabled}
        aria-label={pageSizeLabel}
        className="p-paginator-rpp-options"
      />
    ),
  };
}

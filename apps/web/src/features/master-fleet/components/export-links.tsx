/** The XLSX and CSV links of a list's export (MDF-8, MDF-20). */
export function ExportLinks({
  href,
  testId,
}: {
  href: (format: 'xlsx' | 'csv') => string;
  testId: string;
}) {
  return (
    <>
      {(['xlsx', 'csv'] as const).map((format) => (
        <a
          key={format}
          className="p-button p-button-outlined p-button-sm master-fleet__link-button"
          href={href(format)}
          download
          data-testid={`${testId}-export-${format}`}
        >
          <i className="pi pi-download" aria-hidden="true" /> {format.toUpperCase()}
        </a>
      ))}
    </>
  );
}

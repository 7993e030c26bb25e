import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import type { LicenceDocument } from '@armada/contracts/licences';
import { scanUrl } from '../api/licences';
import { formatBytes } from '../utils/format';

/** LIC-8: a document's scans, one at a time: a picture shown, a PDF in the browser's viewer. */
export function ScanViewer({
  document,
  onHide,
}: {
  document: LicenceDocument;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [index, setIndex] = useState(0);
  const scan = document.scans[index];
  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('licences.viewer.title', { number: document.number })}
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '56rem' }}
      data-testid="licence-scan-viewer"
    >
      {!scan ? (
        <p className="licences__muted">{t('licences.viewer.none')}</p>
      ) : (
        <div className="licence-viewer">
          {document.scans.length > 1 && (
            <div className="licence-viewer__list" role="tablist">
              {document.scans.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  aria-selected={i === index}
                  className="licences__tab"
                  onClick={() => setIndex(i)}
                >
                  {item.file_name}
                </button>
              ))}
            </div>
          )}
          <div className="licence-viewer__frame">
            {scan.content_type === 'application/pdf' ? (
              <iframe
                title={t('licences.viewer.pdf')}
                src={scanUrl(document.id, scan.id)}
                className="licence-viewer__pdf"
              />
            ) : (
              <img
                src={scanUrl(document.id, scan.id)}
                alt={scan.file_name}
                className="licence-viewer__image"
                data-testid="licence-scan-image"
              />
            )}
          </div>
          <p className="licence-viewer__meta">
            <span>
              {scan.file_name} · {formatBytes(scan.size_bytes, language)}
            </span>
            <a
              className="p-button p-button-text"
              href={scanUrl(document.id, scan.id)}
              download={scan.file_name}
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span>{t('licences.viewer.download')}</span>
            </a>
          </p>
        </div>
      )}
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import { isApiError } from '@/lib/api-client';
import './record-form-dialog.css';

export interface RecordFormDialogLabels {
  header: string;
  /** Read by screen readers while the record is read again. */
  loading: string;
  /** The record is gone (404): nothing to retry. */
  gone: string;
  loadFailed: string;
  retry: string;
}

export interface RecordFormDialogProps<T> {
  /**
   * Null when creating; when editing, the fresh read of the record: the form opens on what the
   * server holds now, not on the list row, which may be minutes old.
   */
  record: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'> | null;
  labels: RecordFormDialogLabels;
  /** The dialog's class, for the form's own layout. */
  className: string;
  width: string;
  onHide: () => void;
  /** The form: of a new record (null) or of the record as read. */
  children: (record: T | null) => ReactNode;
}

/**
 * The dialog every master record is created and edited in (customers, addresses, vehicles …):
 * full screen on a phone; while editing, a skeleton until the record is read, then the form; a
 * record that is gone says so, a failed read offers a retry. The page gives the words and the
 * form; this gives the states and the layout.
 */
export function RecordFormDialog<T>({
  record,
  labels,
  className,
  width,
  onHide,
  children,
}: RecordFormDialogProps<T>) {
  let body: ReactNode;
  if (record === null) {
    body = children(null);
  } else if (record.data !== undefined) {
    body = children(record.data);
  } else if (record.isError) {
    const gone = isApiError(record.error) && record.error.statusCode === 404;
    body = (
      <div className="record-form-dialog__state" role="alert">
        <p>{gone ? labels.gone : labels.loadFailed}</p>
        {!gone && (
          <Button
            type="button"
            label={labels.retry}
            icon="pi pi-refresh"
            outlined
            size="small"
            onClick={() => void record.refetch()}
          />
        )}
      </div>
    );
  } else {
    body = (
      <div className="record-form-dialog__loading" aria-busy="true" aria-label={labels.loading}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="3.75rem" />
        ))}
      </div>
    );
  }

  return (
    <Dialog
      visible
      onHide={onHide}
      header={labels.header}
      className={className}
      style={{ width }}
      breakpoints={{ '760px': '100vw' }}
      draggable={false}
      resizable={false}
      blockScroll
    >
      {body}
    </Dialog>
  );
}

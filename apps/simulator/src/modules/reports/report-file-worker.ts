import type { ReportFormat } from '@armada/contracts/reports';
import type { RowValues } from './definitions/report-definition';
import { fileWriter, type ReportFileMeta, type ReportFileWriter } from './report-files';

/**
 * The thread that writes exports' files (RPT-9, ADR 0032): the XML, the zip and the PDF drawing
 * run here, off the event loop that serves requests. Piscina calls the default export once per
 * message; a file's writer lives here between its messages, under the export's id (the pool has
 * one thread, so every message of a file reaches the same one).
 */
export type FileWorkerMessage =
  | { id: string; type: 'open'; format: ReportFormat; path: string; meta: ReportFileMeta }
  | { id: string; type: 'rows'; rows: RowValues[] }
  | { id: string; type: 'close' };

const writers = new Map<string, ReportFileWriter>();

export default async function handle(message: FileWorkerMessage): Promise<true> {
  if (message.type === 'open') {
    writers.set(message.id, fileWriter(message.format, message.path, message.meta));
    return true;
  }
  const writer = writers.get(message.id);
  if (!writer) throw new Error(`no file ${message.id} is open`);
  if (message.type === 'rows') {
    await writer.write(message.rows);
  } else {
    writers.delete(message.id);
    await writer.close();
  }
  return true;
}

import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import type PDFDocumentClass from 'pdfkit';

// ExcelJS and PDFKit take about 0.75 CPU-s to load (ExcelJS alone 0.5), and every process that
// loads the simulator (each server start, each test worker, each bench host) paid it at start
// although few ever write a spreadsheet or a PDF. They are loaded on the first export instead.
// Both are CommonJS packages, so a synchronous require keeps the writers' signatures.
const require = createRequire(import.meta.url);

let excel: typeof ExcelJSModule | undefined;
let pdf: typeof PDFDocumentClass | undefined;

/** ExcelJS, loaded on first use. */
export function excelJs(): typeof ExcelJSModule {
  excel ??= require('exceljs') as typeof ExcelJSModule;
  return excel;
}

/** PDFKit's document class, loaded on first use. */
export function pdfDocument(): typeof PDFDocumentClass {
  pdf ??= require('pdfkit') as typeof PDFDocumentClass;
  return pdf;
}

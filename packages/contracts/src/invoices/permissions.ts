import { PERMISSION_SETS } from '../auth/permissions';

/**
 * INV-11: invoices are the accounting integration. The menu entry needs its four actions and
 * the company's `invoiceCoreFlag` (docs/rules/shell.md §6); each route needs its own action.
 */
const [read, create, update, remove] = PERMISSION_SETS.accountingIntegration;

export const INVOICE_PERMISSIONS = {
  read: [read],
  create: [create],
  pay: [update],
  cancel: [remove],
  settings: [update],
} as const satisfies Record<string, readonly string[]>;
export type InvoicePermission = keyof typeof INVOICE_PERMISSIONS;

/** INV-11: the feature flag the company needs. */
export const INVOICE_FEATURE_FLAG = 'invoiceCoreFlag';

export const INVOICE_MANAGER_PERMISSIONS: readonly string[] = [read, create, update, remove];

import Type from 'typebox';
import {
  CreateLicenceDocumentRequestSchema,
  LicenceDocumentExportQuerySchema,
  LicenceDocumentListQuerySchema,
  LicenceDocumentSchema,
  LicenceFlagListSchema,
  LicenceHoldersSchema,
  LicenceFlagQuerySchema,
  LicenceScanParamsSchema,
  LicenceScanSchema,
  LicenceScanUploadQuerySchema,
  LicenceSummaryQuerySchema,
  LicenceSummarySchema,
  UpdateLicenceDocumentRequestSchema,
  licenceDocumentList,
} from './licence';
import { LICENCE_LIMITS, LICENCE_SCAN_TYPES } from './constants';
import { IdParamsSchema, ItemResponseSchema, ListResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/license/document`;
const tags = ['license'];
const Item = ItemResponseSchema(LicenceDocumentSchema);
const File = Type.Unknown({ description: 'The scan file (PDF, JPEG or PNG)' });

/** LIC-7. */
export const listLicenceDocumentsRoute = defineRoute({
  id: 'listLicenceDocuments',
  method: 'GET',
  url: base,
  summary:
    "The company's vehicle or driver documents, paged, by expiry window, kind, vehicle or driver",
  tags,
  auth: true,
  list: licenceDocumentList,
  schema: {
    querystring: LicenceDocumentListQuerySchema,
    response: { 200: ListResponseSchema(LicenceDocumentSchema) },
  },
});

/** LIC-7: the summary cards. */
export const getLicenceSummaryRoute = defineRoute({
  id: 'getLicenceSummary',
  method: 'GET',
  url: `${base}/summary`,
  summary: 'How many documents are expired or expire within 1, 7 and 30 days',
  tags,
  auth: true,
  schema: {
    querystring: LicenceSummaryQuerySchema,
    response: { 200: ItemResponseSchema(LicenceSummarySchema) },
  },
});

/** LIC-11. */
export const listLicenceFlagsRoute = defineRoute({
  id: 'listLicenceFlags',
  method: 'GET',
  url: `${API_BASES.main}/license/flag`,
  summary: 'Vehicles among the given ones whose KIR or whose driver’s SIM is expired on a day',
  tags,
  auth: true,
  schema: { querystring: LicenceFlagQuerySchema, response: { 200: LicenceFlagListSchema } },
});

/** LIC-2: the form's pickers. */
export const listLicenceHoldersRoute = defineRoute({
  id: 'listLicenceHolders',
  method: 'GET',
  url: `${API_BASES.main}/license/holder`,
  summary: "The company's vehicles and drivers a document may name",
  tags,
  auth: true,
  schema: { response: { 200: LicenceHoldersSchema } },
});

/** LIC-13. */
export const exportLicenceDocumentsRoute = defineRoute({
  id: 'exportLicenceDocuments',
  method: 'GET',
  url: `${base}/export`,
  summary:
    'Every document the list would show (window, kind, holder, search, sort) as a CSV or XLSX file',
  tags,
  auth: true,
  schema: { querystring: LicenceDocumentExportQuerySchema, response: { 200: File } },
});

export const getLicenceDocumentRoute = defineRoute({
  id: 'getLicenceDocument',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One document with its scans',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** LIC-1 ... LIC-5. */
export const createLicenceDocumentRoute = defineRoute({
  id: 'createLicenceDocument',
  method: 'POST',
  url: base,
  summary: 'Add a vehicle document or a SIM; a KIR without an expiry runs six months',
  tags,
  auth: true,
  schema: { body: CreateLicenceDocumentRequestSchema, response: { 201: Item } },
});

/** LIC-5. */
export const updateLicenceDocumentRoute = defineRoute({
  id: 'updateLicenceDocument',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change a document (the fields given); a new expiry arms its reminders again',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateLicenceDocumentRequestSchema,
    response: { 200: Item },
  },
});

export const deleteLicenceDocumentRoute = defineRoute({
  id: 'deleteLicenceDocument',
  method: 'DELETE',
  url: `${base}/:id`,
  summary: 'Remove a document and its scans',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: Type.Object({ data: Type.Object({ id: Type.Integer() }) }) },
  },
});

/** LIC-8. */
export const uploadLicenceScanRoute = defineRoute({
  id: 'uploadLicenceScan',
  method: 'POST',
  url: `${base}/:id/scan`,
  summary:
    `Attach a scan: the body is the file itself (${LICENCE_SCAN_TYPES.join(', ')}, told by its ` +
    `first bytes, at most ${LICENCE_LIMITS.scanMaxBytes / 1024 / 1024} MB)`,
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: LicenceScanUploadQuerySchema,
    response: { 201: ItemResponseSchema(LicenceScanSchema) },
  },
});

/** LIC-8. */
export const downloadLicenceScanRoute = defineRoute({
  id: 'downloadLicenceScan',
  method: 'GET',
  url: `${base}/:id/scan/:scanId`,
  summary: 'A scan file, in the type it was told to be by its first bytes',
  tags,
  auth: true,
  schema: { params: LicenceScanParamsSchema, response: { 200: File } },
});

/** LIC-8. */
export const deleteLicenceScanRoute = defineRoute({
  id: 'deleteLicenceScan',
  method: 'DELETE',
  url: `${base}/:id/scan/:scanId`,
  summary: 'Remove a scan from a document',
  tags,
  auth: true,
  schema: { params: LicenceScanParamsSchema, response: { 200: Item } },
});

export const licenceRoutes = [
  listLicenceDocumentsRoute,
  getLicenceSummaryRoute,
  listLicenceFlagsRoute,
  listLicenceHoldersRoute,
  exportLicenceDocumentsRoute,
  getLicenceDocumentRoute,
  createLicenceDocumentRoute,
  updateLicenceDocumentRoute,
  deleteLicenceDocumentRoute,
  uploadLicenceScanRoute,
  downloadLicenceScanRoute,
  deleteLicenceScanRoute,
] as const;

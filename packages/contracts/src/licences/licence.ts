import Type, { type Static } from 'typebox';
import { IdSchema, ListQuerySchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { Nullable } from '../shared/nullable';
import {
  LICENCE_DOCUMENT_KINDS,
  LICENCE_EXPIRY_STATUSES,
  LICENCE_EXPIRY_WINDOWS,
  LICENCE_HOLDER_TYPES,
  LICENCE_LIMITS,
  LICENCE_SCAN_TYPES,
  SIM_CLASSES,
} from './constants';

/**
 * Vehicle and driver documents (docs/rules/licences.md): STNK, KIR, insurance and permits of a
 * vehicle, the SIM of a driver, each with its number, issue and expiry days, notes and scans,
 * and its expiry status on the company's today.
 */

const DateTime = Type.String({ format: 'date-time' });
/** A calendar day `YYYY-MM-DD` on the company's clock (LIC-5 checks it is a real day). */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

export const LicenceHolderTypeSchema = Type.Enum(LICENCE_HOLDER_TYPES);
export const LicenceDocumentKindSchema = Type.Enum(LICENCE_DOCUMENT_KINDS);
export const LicenceExpiryStatusSchema = Type.Enum(LICENCE_EXPIRY_STATUSES);
export const LicenceExpiryWindowSchema = Type.Enum(LICENCE_EXPIRY_WINDOWS);
export const SimClassSchema = Type.Enum(SIM_CLASSES);

export const LicenceScanSchema = Type.Object(
  {
    id: IdSchema,
    file_name: Type.String(),
    content_type: Type.Enum(LICENCE_SCAN_TYPES),
    size_bytes: Type.Integer({ minimum: 1 }),
    uploaded_on: DateTime,
  },
  { $id: 'LicenceScan' },
);
export type LicenceScan = Static<typeof LicenceScanSchema>;

export const LicenceDocumentSchema = Type.Object(
  {
    id: IdSchema,
    holder_type: LicenceHolderTypeSchema,
    kind: LicenceDocumentKindSchema,
    /** A vehicle document's vehicle; null for a SIM. */
    vehicle: Nullable(Type.Object({ id: IdSchema, license_plate: Type.String() })),
    /** A SIM's driver; null for a vehicle document. */
    driver: Nullable(Type.Object({ id: IdSchema, fullname: Type.String() })),
    /** LIC-3: a SIM's class; null for the other kinds. */
    sim_class: Nullable(SimClassSchema),
    number: Type.String(),
    issued_on: Day,
    expires_on: Day,
    notes: Type.String(),
    /** LIC-6, on the company's today. */
    status: LicenceExpiryStatusSchema,
    /** Days from today to the expiry day; negative once expired. */
    days_left: Type.Integer(),
    scans: Type.Array(LicenceScanSchema),
    created_on: DateTime,
    updated_on: DateTime,
  },
  { $id: 'LicenceDocument' },
);
export type LicenceDocument = Static<typeof LicenceDocumentSchema>;

export const licenceDocumentList = {
  resource: 'licence-document',
  fields: {
    id: { type: 'number' },
    kind: { type: 'string' },
    'vehicle.id': { type: 'number' },
    'vehicle.license_plate': { type: 'string' },
    'driver.id': { type: 'number' },
    'driver.fullname': { type: 'string' },
    sim_class: { type: 'string' },
    number: { type: 'string' },
    notes: { type: 'string', sortable: false },
    issued_on: { type: 'date' },
    expires_on: { type: 'date' },
    status: { type: 'string' },
    days_left: { type: 'number' },
    updated_on: { type: 'date' },
  },
  searchFields: ['number', 'vehicle.license_plate', 'driver.fullname', 'notes'],
  defaultSort: [
    { field: 'expires_on', order: 'asc' },
    { field: 'id', order: 'asc' },
  ],
} as const satisfies ListDeclaration;
export type LicenceDocumentListField = keyof typeof licenceDocumentList.fields;

/** LIC-7: the list's own parameters beside the shared list query. */
export const LicenceDocumentListQuerySchema = Type.Object(
  {
    ...ListQuerySchema.properties,
    holder_type: LicenceHolderTypeSchema,
    window: Type.Optional(LicenceExpiryWindowSchema),
    kind: Type.Optional(LicenceDocumentKindSchema),
    vehicle_id: Type.Optional(IdSchema),
    driver_id: Type.Optional(IdSchema),
  },
  { $id: 'LicenceDocumentListQuery', additionalProperties: false },
);
export type LicenceDocumentListQuery = Static<typeof LicenceDocumentListQuerySchema>;

/** LIC-13: the export's format and the language of its header and words. */
export const LICENCE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LicenceExportFormat = (typeof LICENCE_EXPORT_FORMATS)[number];

export const LicenceDocumentExportQuerySchema = Type.Object(
  {
    holder_type: LicenceHolderTypeSchema,
    window: Type.Optional(LicenceExpiryWindowSchema),
    kind: Type.Optional(LicenceDocumentKindSchema),
    vehicle_id: Type.Optional(IdSchema),
    driver_id: Type.Optional(IdSchema),
    search: ListQuerySchema.properties.search,
    sorts: ListQuerySchema.properties.sorts,
    format: Type.Enum(LICENCE_EXPORT_FORMATS),
    lang: Type.Optional(Type.Enum(['id', 'en'])),
  },
  { $id: 'LicenceDocumentExportQuery', additionalProperties: false },
);
export type LicenceDocumentExportQuery = Static<typeof LicenceDocumentExportQuerySchema>;

const Number_ = Type.String({ minLength: 1, maxLength: LICENCE_LIMITS.numberMax, pattern: '\\S' });
const Notes = Type.String({ maxLength: LICENCE_LIMITS.notesMax });

export const CreateLicenceDocumentRequestSchema = Type.Object(
  {
    kind: LicenceDocumentKindSchema,
    vehicle_id: Type.Optional(Nullable(IdSchema)),
    driver_id: Type.Optional(Nullable(IdSchema)),
    sim_class: Type.Optional(Nullable(SimClassSchema)),
    number: Number_,
    issued_on: Day,
    /** LIC-4: left out, the kind's usual term from the issue day. */
    expires_on: Type.Optional(Day),
    notes: Type.Optional(Notes),
  },
  { $id: 'CreateLicenceDocumentRequest', additionalProperties: false },
);
export type CreateLicenceDocumentRequest = Static<typeof CreateLicenceDocumentRequestSchema>;

/** The fields given change; kind and holder stay (a new document is added instead). */
export const UpdateLicenceDocumentRequestSchema = Type.Object(
  {
    sim_class: Type.Optional(SimClassSchema),
    number: Type.Optional(Number_),
    issued_on: Type.Optional(Day),
    expires_on: Type.Optional(Day),
    notes: Type.Optional(Notes),
  },
  { $id: 'UpdateLicenceDocumentRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateLicenceDocumentRequest = Static<typeof UpdateLicenceDocumentRequestSchema>;

/** LIC-7: the counts of the summary cards, each window holding the ones inside it. */
export const LicenceSummarySchema = Type.Object(
  {
    holder_type: LicenceHolderTypeSchema,
    /** The company's today the counts are of. */
    today: Day,
    total: Type.Integer({ minimum: 0 }),
    expired: Type.Integer({ minimum: 0 }),
    days_1: Type.Integer({ minimum: 0 }),
    days_7: Type.Integer({ minimum: 0 }),
    days_30: Type.Integer({ minimum: 0 }),
  },
  { $id: 'LicenceSummary' },
);
export type LicenceSummary = Static<typeof LicenceSummarySchema>;

export const LicenceSummaryQuerySchema = Type.Object(
  { holder_type: LicenceHolderTypeSchema },
  { $id: 'LicenceSummaryQuery', additionalProperties: false },
);
export type LicenceSummaryQuery = Static<typeof LicenceSummaryQuerySchema>;

export const LicenceScanParamsSchema = Type.Object(
  { id: IdSchema, scanId: IdSchema },
  { $id: 'LicenceScanParams' },
);
export type LicenceScanParams = Static<typeof LicenceScanParamsSchema>;

export const LicenceScanUploadQuerySchema = Type.Object(
  {
    /** The file's name as the user picked it (shown and used on download). */
    file_name: Type.String({ minLength: 1, maxLength: LICENCE_LIMITS.fileNameMax }),
  },
  { $id: 'LicenceScanUploadQuery', additionalProperties: false },
);
export type LicenceScanUploadQuery = Static<typeof LicenceScanUploadQuerySchema>;

/** LIC-11: the route planning flags of some vehicles on a day. */
export const LicenceFlagQuerySchema = Type.Object(
  {
    /** Comma-separated vehicle ids (`12,15,40`). */
    vehicle_ids: Type.String({
      pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$',
      maxLength: LICENCE_LIMITS.maxFlagVehicleIds * 10,
    }),
    /** The day of the run; the company's today when left out. */
    on: Type.Optional(Day),
  },
  { $id: 'LicenceFlagQuery', additionalProperties: false },
);
export type LicenceFlagQuery = Static<typeof LicenceFlagQuerySchema>;

export const LicenceFlagSchema = Type.Object(
  {
    vehicle_id: IdSchema,
    /** The expired KIR (and STNK) of the vehicle, the expired SIM of its driver, on the day. */
    expired: Type.Array(
      Type.Object({
        document_id: IdSchema,
        kind: LicenceDocumentKindSchema,
        number: Type.String(),
        expires_on: Day,
        /** The driver a SIM belongs to; null for the vehicle's own documents. */
        driver: Nullable(Type.Object({ id: IdSchema, fullname: Type.String() })),
      }),
    ),
  },
  { $id: 'LicenceFlag' },
);
export type LicenceFlag = Static<typeof LicenceFlagSchema>;

export const LicenceFlagListSchema = Type.Object(
  { data: Type.Array(LicenceFlagSchema), on: Day },
  { $id: 'LicenceFlagList' },
);
export type LicenceFlagList = Static<typeof LicenceFlagListSchema>;

/** The form's pickers: the company's vehicles and drivers a document may name (LIC-2). */
export const LicenceHoldersSchema = Type.Object(
  {
    data: Type.Object({
      vehicles: Type.Array(
        Type.Object({
          id: IdSchema,
          license_plate: Type.String(),
          /** A motorbike takes no KIR (LIC-2). */
          needs_kir: Type.Boolean(),
        }),
      ),
      drivers: Type.Array(
        Type.Object({
          id: IdSchema,
          fullname: Type.String(),
          /** The SIM class on the driver's record, when it is one of SIM_CLASSES. */
          sim_class: Nullable(SimClassSchema),
        }),
      ),
    }),
  },
  { $id: 'LicenceHolders' },
);
export type LicenceHolders = Static<typeof LicenceHoldersSchema>;

// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const FLEET_ERROR_REASONS = {
  /** params: id. */
  vehicleNotFound: 'vehicle.notFound',
  /** MDF-1. params: plate. */
  vehiclePlateInvalid: 'vehicle.plateInvalid',
  /** MDF-1. params: plate. */
  vehiclePlateTaken: 'vehicle.plateTaken',
  /** MDF-2. params: imei. */
  vehicleImeiTaken: 'vehicle.imeiTaken',
  /** MDF-3. params: field, id. */
  vehicleReferenceUnknown: 'vehicle.referenceUnknown',
  /** MDF-4. params: type. */
  vehicleCameraUnsupported: 'vehicle.cameraUnsupported',
  /** MDF-9. params: row, column, problem. */
  vehicleImportRowInvalid: 'vehicleImport.rowInvalid',
  /** MDF-9. params: columns. */
  vehicleImportHeaderInvalid: 'vehicleImport.headerInvalid',
} as const;

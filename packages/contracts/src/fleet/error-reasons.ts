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
  /** MDF-21 ... MDF-23. params: row, column, problem. */
  masterImportRowInvalid: 'masterImport.rowInvalid',
  /** MDF-21. params: columns. */
  masterImportHeaderInvalid: 'masterImport.headerInvalid',
  /** params: id. */
  driverNotFound: 'driver.notFound',
  /** MDF-12. params: licenseNo. */
  driverLicenseTaken: 'driver.licenseTaken',
  /** MDF-13, MDF-14. params: field, id. */
  driverReferenceUnknown: 'driver.referenceUnknown',
  /** MDF-14. params: id. */
  driverUserTaken: 'driver.userTaken',
  /** MDF-12. params: field. */
  driverBadDate: 'driver.badDate',
  /** MDF-15. */
  driverPhotoEmpty: 'driverPhoto.empty',
  /** MDF-15. params: max. */
  driverPhotoTooLarge: 'driverPhoto.tooLarge',
  /** MDF-15. params: types. */
  driverPhotoType: 'driverPhoto.type',
  /** MDF-15. params: id. */
  driverPhotoNotFound: 'driverPhoto.notFound',
  /** MDF-17. params: id. */
  vehicleGroupNotFound: 'vehicleGroup.notFound',
  /** MDF-17. params: name. */
  vehicleGroupNameTaken: 'vehicleGroup.nameTaken',
  /** MDF-18. params: id. */
  boxTypeNotFound: 'boxType.notFound',
  /** MDF-18. params: name. */
  boxTypeNameTaken: 'boxType.nameTaken',
} as const;

import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { ErrorResponseSchema, SERVER_ERROR_REASONS, isServerErrorReason } from './errors';

describe('server error reasons', () => {
  it('are unique, stable-looking ids', () => {
    const ids = Object.values(SERVER_ERROR_REASONS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    expect(isServerErrorReason('customer.codeTaken')).toBe(true);
    expect(isServerErrorReason('customer.somethingElse')).toBe(false);
    expect(isServerErrorReason('toString')).toBe(false);
  });

  it('keep every published id under its name (a public contract: never renamed or dropped)', () => {
    // The ids as they were when each domain came to declare its own (error-reasons.ts files).
    const published = {
      requestInvalid: 'request.invalid',
      addressNotFound: 'address.notFound',
      deliveryOrderNotFound: 'deliveryOrder.notFound',
      deliveryOrderTransitionNotAllowed: 'deliveryOrder.transitionNotAllowed',
      deliveryOrderActionNotAllowed: 'deliveryOrder.actionNotAllowed',
      deliveryOrderImportTooLarge: 'deliveryOrderImport.tooLarge',
      deliveryOrderImportUnsupportedType: 'deliveryOrderImport.unsupportedType',
      deliveryOrderImportEmpty: 'deliveryOrderImport.empty',
      deliveryOrderImportInvalidEncoding: 'deliveryOrderImport.invalidEncoding',
      deliveryOrderImportNotSpreadsheet: 'deliveryOrderImport.notSpreadsheet',
      deliveryOrderImportSpreadsheetTooLarge: 'deliveryOrderImport.spreadsheetTooLarge',
      deliveryOrderImportTooManyRows: 'deliveryOrderImport.tooManyRows',
      deliveryOrderImportInvalidRows: 'deliveryOrderImport.invalidRows',
      deliveryOrderImportNoValidRows: 'deliveryOrderImport.noValidRows',
      deliveryRequestNotFound: 'deliveryRequest.notFound',
      deliveryRequestTransitionNotAllowed: 'deliveryRequest.transitionNotAllowed',
      deliveryRequestDestinationRequired: 'deliveryRequest.destinationRequired',
      customerNotFound: 'customer.notFound',
      customerNameRequired: 'customer.nameRequired',
      customerCodeTaken: 'customer.codeTaken',
      customerDeleteNotFound: 'customer.deleteNotFound',
      customerDeleteBlockedByOpenOrders: 'customer.deleteBlockedByOpenOrders',
      companyNotFound: 'company.notFound',
      vehicleNotFound: 'vehicle.notFound',
      companyFieldRequired: 'company.fieldRequired',
      companyFieldTooLong: 'company.fieldTooLong',
      companyFieldOutOfRange: 'company.fieldOutOfRange',
      companyFieldNotWholeNumber: 'company.fieldNotWholeNumber',
      companyEmailInvalid: 'company.emailInvalid',
      companyPhoneInvalid: 'company.phoneInvalid',
      companyUrlInvalid: 'company.urlInvalid',
      companyGradeOrder: 'company.gradeOrder',
      companyUnknownCategory: 'company.unknownCategory',
      companyBankAccountNotFound: 'company.bankAccountNotFound',
      companyBankAccountNotOwned: 'company.bankAccountNotOwned',
      companyBankAccountIsDefault: 'company.bankAccountIsDefault',
      companyBankAccountDuplicate: 'company.bankAccountDuplicate',
      companyCategoryTextRequired: 'companyCategory.textRequired',
      companyCategoryExists: 'companyCategory.exists',
      savedFilterNotFound: 'savedFilter.notFound',
      savedFilterNameTaken: 'savedFilter.nameTaken',
      savedFilterLimitReached: 'savedFilter.limitReached',
      profileFullnameRequired: 'profile.fullnameRequired',
      alertNotFound: 'alert.notFound',
      alertOutsideRange: 'alert.outsideRange',
      alertRuleNotFound: 'alertRule.notFound',
      systemNotificationNotFound: 'systemNotification.notFound',
      routeOptimizationNotFound: 'routeOptimization.notFound',
      routeOptimizationActionNotAllowed: 'routeOptimization.actionNotAllowed',
      routeOptimizationPointNotFound: 'routeOptimization.pointNotFound',
    };
    expect(SERVER_ERROR_REASONS).toMatchObject(published);
  });

  it('ride on the error shape as optional reason and flat params', () => {
    const base = { statusCode: 409, code: 'CONFLICT', message: 'Customer code "A" is taken.' };
    expect(Value.Check(ErrorResponseSchema, base)).toBe(true);
    expect(
      Value.Check(ErrorResponseSchema, {
        ...base,
        reason: SERVER_ERROR_REASONS.customerCodeTaken,
        params: { code: 'A', name: 'Toko Maju', count: 2 },
        field: 'body.code',
      }),
    ).toBe(true);
    expect(Value.Check(ErrorResponseSchema, { ...base, reason: 'customer.unknown' })).toBe(false);
    expect(Value.Check(ErrorResponseSchema, { ...base, params: { nested: { a: 1 } } })).toBe(false);
  });
});

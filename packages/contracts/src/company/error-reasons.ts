// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const COMPANY_ERROR_REASONS = {
  /** params: id. */
  companyNotFound: 'company.notFound',
  /** The company field rules (company-rules.ts); params: field and the rule's values. */
  companyFieldRequired: 'company.fieldRequired',
  /** params: field, max. */
  companyFieldTooLong: 'company.fieldTooLong',
  /** params: field, min, max. */
  companyFieldOutOfRange: 'company.fieldOutOfRange',
  /** params: field. */
  companyFieldNotWholeNumber: 'company.fieldNotWholeNumber',
  /** params: field. */
  companyEmailInvalid: 'company.emailInvalid',
  /** params: field. */
  companyPhoneInvalid: 'company.phoneInvalid',
  /** params: field. */
  companyUrlInvalid: 'company.urlInvalid',
  /** Driver-score grade minimums not falling from A to D; params: field, above. */
  companyGradeOrder: 'company.gradeOrder',
  /** params: category. */
  companyUnknownCategory: 'company.unknownCategory',
  /** params: id. */
  companyBankAccountNotFound: 'company.bankAccountNotFound',
  /** An account id in an update that is not the company's; params: id. */
  companyBankAccountNotOwned: 'company.bankAccountNotOwned',
  /** params: bank, accountNo. */
  companyBankAccountIsDefault: 'company.bankAccountIsDefault',
  /** params: bank, accountNo. */
  companyBankAccountDuplicate: 'company.bankAccountDuplicate',
  companyCategoryTextRequired: 'companyCategory.textRequired',
  /** params: text (the existing category). */
  companyCategoryExists: 'companyCategory.exists',
} as const;

import {
  COMPANY_ERROR_CODES,
  COMPANY_GRADE_FIELDS,
  COMPANY_NUMBER_FIELDS,
  DEFAULT_COMPANY_TIME_ZONE,
  isRequiredCompanyField,
  validateCompanyInput,
  type BankAccount,
  type Company,
  type CompanyCategory,
  type CompanyFieldProblem,
  type CompanyFieldRule,
  type CompanyInputValues,
  type CreateCompanyCategoryInput,
  type DeleteBankAccountInput,
  type UpdateCompanyInput,
} from '@armada/contracts/company';
import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ServerErrorReason,
} from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import type { CompanyCategoryRecord, CompanyRecord } from '../domain/records';
import { toWibIso } from '../domain/wib-time';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { cleanText, normaliseEmail, normalisePhone } from './normalise';
import { ServiceError } from './service-error';

const REASON_OF_RULE: Record<CompanyFieldRule, ServerErrorReason> = {
  required: SERVER_ERROR_REASONS.companyFieldRequired,
  tooLong: SERVER_ERROR_REASONS.companyFieldTooLong,
  range: SERVER_ERROR_REASONS.companyFieldOutOfRange,
  integer: SERVER_ERROR_REASONS.companyFieldNotWholeNumber,
  email: SERVER_ERROR_REASONS.companyEmailInvalid,
  phone: SERVER_ERROR_REASONS.companyPhoneInvalid,
  url: SERVER_ERROR_REASONS.companyUrlInvalid,
  gradeOrder: SERVER_ERROR_REASONS.companyGradeOrder,
};

/** The English message of a broken company rule (contracts company-rules.ts). */
function ruleMessage(problem: CompanyFieldProblem, grades: readonly number[]): string {
  const field = `input.${problem.field}`;
  switch (problem.rule) {
    case 'required':
      return `${field} must not be blank`;
    case 'tooLong':
      return `${field} must be at most ${problem.params.max} characters`;
    case 'range':
      return `${field} must be between ${problem.params.min} and ${problem.params.max}`;
    case 'integer':
      return `${field} must be a whole number`;
    case 'email':
      return `${field} must be an e-mail address`;
    case 'phone':
      return `${field} must be a phone number (digits, an optional leading +, spaces, dashes)`;
    case 'url':
      return `${field} must be an http(s) address or a path on this site`;
    case 'gradeOrder':
      return `Driver score grades must fall from A to D (got A ${grades.join(', ')}).`;
  }
}

/**
 * COMPANY-2: the given company fields against the shared rules, the ones the web form checks
 * too. GraphQL null leaves the name and the numbers as they are, so those are not checked.
 */
function assertCompanyRules(input: UpdateCompanyInput, current: Company): void {
  const given = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== null || !isRequiredCompanyField(key)),
  ) as CompanyInputValues;
  const currentGrades = Object.fromEntries(COMPANY_GRADE_FIELDS.map((f) => [f, current[f]]));
  const [problem] = validateCompanyInput(given, { currentGrades });
  if (!problem) return;
  const grades = COMPANY_GRADE_FIELDS.map((f) => given[f] ?? current[f]);
  throw new ServiceError(
    400,
    problem.rule === 'gradeOrder' ? COMPANY_ERROR_CODES.scoreOrder : HTTP_ERROR_CODES.validation,
    ruleMessage(problem, grades),
    {
      reason: REASON_OF_RULE[problem.rule],
      params: { field: problem.field, ...problem.params },
      field: `input.${problem.field}`,
    },
  );
}

const TEXT_FIELDS = ['faxNo', 'taxNo', 'companyTag', 'logoUrl'] as const;

/** Company settings, categories and bank accounts (GraphQL; COMPANY-2 ... COMPANY-5). */
/** Half of a UTF-16 surrogate pair, alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export class CompanyService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  get(auth: AuthContext, id?: number | null): Company {
    const { company } = this.own(auth, id ?? auth.company.id);
    // COMPANY-6: a company stored without a zone is on WIB.
    return { ...company, timeZone: company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE };
  }

  /** COMPANY-2: only the given fields change; grades must stay A > B > C > D. */
  update(auth: AuthContext, input: UpdateCompanyInput): Promise<{ id: number; name: string }> {
    return this.store.write((batch) => {
      const record = this.own(auth, input.id);
      assertCompanyRules(input, record.company);
      const next: Company = { ...record.company, bankAccounts: [...record.company.bankAccounts] };
      if (input.name !== undefined && input.name !== null) {
        next.name = cleanText(input.name) ?? next.name;
      }
      for (const key of COMPANY_NUMBER_FIELDS) {
        const value = input[key];
        if (value !== undefined && value !== null) next[key] = value;
      }
      for (const key of TEXT_FIELDS) {
        if (input[key] !== undefined) next[key] = cleanText(input[key]);
      }
      if (input.phoneNo !== undefined) next.phoneNo = normalisePhone(input.phoneNo);
      if (input.email !== undefined) next.email = normaliseEmail(input.email);
      if (input.showGeocode !== undefined && input.showGeocode !== null) {
        next.showGeocode = input.showGeocode;
      }
      if (input.setupNotifCompleted !== undefined && input.setupNotifCompleted !== null) {
        next.setupNotifCompleted = input.setupNotifCompleted;
      }
      if (input.dsIntervalType !== undefined && input.dsIntervalType !== null) {
        next.dsIntervalType = input.dsIntervalType;
      }
      // COMPANY-6: the input schema already refused anything but the three zones.
      if (input.timeZone !== undefined && input.timeZone !== null) {
        next.timeZone = input.timeZone;
      }
      if (input.category !== undefined) {
        const category = cleanText(input.category);
        if (category !== null && !this.categoryRecords(auth).some((c) => c.text === category)) {
          throw new ServiceError(
            400,
            COMPANY_ERROR_CODES.unknownCategory,
            `input.category "${category}" is not one of the company categories; create it first.`,
            {
              reason: SERVER_ERROR_REASONS.companyUnknownCategory,
              params: { category },
              field: 'input.category',
            },
          );
        }
        next.category = category;
      }
      if (input.bankAccounts)
        next.bankAccounts = this.mergeBankAccounts(record, input.bankAccounts);
      batch.put('companies', record.id, { ...record, company: next });
      return { id: next.id, name: next.name };
    });
  }

  categories(auth: AuthContext): CompanyCategory[] {
    const company = auth.company.id;
    const current = this.store.get('companies', company, company)?.company.category ?? null;
    return this.categoryRecords(auth).map((c) => {
      const related = c.text === current;
      return {
        text: c.text,
        hasRelation: related,
        companyId: company,
        srcTable: related ? 'company' : null,
        srcColumn: related ? 'category' : null,
      };
    });
  }

  /** COMPANY-3: trimmed text, unique within the company (case-insensitive). */
  createCategory(auth: AuthContext, input: CreateCompanyCategoryInput): Promise<CompanyCategory> {
    return this.store.write((batch) => {
      const text = cleanText(input.text);
      if (!text) {
        throw ServiceError.validation('input.text must not be blank', {
          reason: SERVER_ERROR_REASONS.companyCategoryTextRequired,
          field: 'input.text',
        });
      }
      // Half of a UTF-16 pair is no character: PostgreSQL refuses to store it (found by the fuzz).
      if (LONE_SURROGATE.test(text)) {
        throw ServiceError.validation('input.text holds half of a character (a lone surrogate)', {
          reason: SERVER_ERROR_REASONS.requestInvalid,
          params: { field: 'input.text' },
          field: 'input.text',
        });
      }
      const taken = this.categoryRecords(auth).find(
        (c) => c.text.toLocaleLowerCase('id') === text.toLocaleLowerCase('id'),
      );
      if (taken) {
        throw ServiceError.conflict(`The category "${taken.text}" already exists.`, {
          reason: SERVER_ERROR_REASONS.companyCategoryExists,
          params: { text: taken.text },
          field: 'input.text',
        });
      }
      const record: CompanyCategoryRecord = {
        id: this.store.reserveId('company_categories'),
        text,
        createdOn: toWibIso(this.clock.now()),
      };
      batch.put('company_categories', auth.company.id, record);
      return {
        text,
        hasRelation: false,
        companyId: auth.company.id,
        srcTable: null,
        srcColumn: null,
      };
    });
  }

  /** COMPANY-4: the default account stays while others exist (make another default first). */
  deleteBankAccount(auth: AuthContext, input: DeleteBankAccountInput): Promise<BankAccount> {
    return this.store.write((batch) => {
      const record = this.own(auth, auth.company.id);
      const accounts = record.company.bankAccounts;
      const account = accounts.find((a) => a.bankAccountId === input.bankAccountId);
      if (!account) {
        throw ServiceError.notFound(`Bank account ${input.bankAccountId} not found.`, {
          reason: SERVER_ERROR_REASONS.companyBankAccountNotFound,
          params: { id: input.bankAccountId },
        });
      }
      if (account.isDefault && accounts.length > 1) {
        throw new ServiceError(
          409,
          COMPANY_ERROR_CODES.bankAccountIsDefault,
          `${account.bankName} ${account.accountNo} is the default account; make another account the default first.`,
          {
            reason: SERVER_ERROR_REASONS.companyBankAccountIsDefault,
            params: { bank: account.bankName, accountNo: account.accountNo },
            field: 'input.bankAccountId',
          },
        );
      }
      const company: Company = {
        ...record.company,
        bankAccounts: accounts.filter((a) => a.bankAccountId !== account.bankAccountId),
      };
      batch.put('companies', record.id, { ...record, company });
      return account;
    });
  }

  private own(auth: AuthContext, id: number): CompanyRecord {
    if (id !== auth.company.id) {
      throw ServiceError.forbidden(
        `You can only see and change your own company (${auth.company.id}).`,
      );
    }
    const record = this.store.get('companies', id, id);
    if (!record) {
      throw ServiceError.notFound(`Company ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.companyNotFound,
        params: { id },
      });
    }
    return record;
  }

  private categoryRecords(auth: AuthContext): readonly CompanyCategoryRecord[] {
    return this.store.list('company_categories', auth.company.id);
  }

  /** Accounts with an id are changed, without one added; exactly one stays the default. */
  private mergeBankAccounts(
    record: CompanyRecord,
    inputs: NonNullable<UpdateCompanyInput['bankAccounts']>,
  ): BankAccount[] {
    const accounts = record.company.bankAccounts.map((a) => ({ ...a }));
    let nextId = Math.max(0, ...this.allBankAccountIds()) + 1;
    let newDefault: number | null = null;
    inputs.forEach((input, index) => {
      const fields = {
        bankName: input.bankName.trim(),
        accountName: input.accountName.trim(),
        accountNo: input.accountNo,
      };
      let id: number;
      if (input.bankAccountId !== undefined && input.bankAccountId !== null) {
        const existing = accounts.find((a) => a.bankAccountId === input.bankAccountId);
        if (!existing) {
          throw ServiceError.validation(
            `Bank account ${input.bankAccountId} is not an account of this company.`,
            {
              reason: SERVER_ERROR_REASONS.companyBankAccountNotOwned,
              params: { id: input.bankAccountId },
              field: `input.bankAccounts.${index}.bankAccountId`,
            },
          );
        }
        Object.assign(existing, fields);
        id = existing.bankAccountId;
      } else {
        id = nextId++;
        accounts.push({ bankAccountId: id, companyId: record.id, ...fields, isDefault: false });
      }
      if (input.isDefault) newDefault = id;
    });
    const duplicate = accounts.find(
      (a, i) =>
        accounts.findIndex((b) => b.accountNo === a.accountNo && b.bankName === a.bankName) !== i,
    );
    if (duplicate) {
      throw ServiceError.conflict(
        `${duplicate.bankName} account ${duplicate.accountNo} is listed twice.`,
        {
          reason: SERVER_ERROR_REASONS.companyBankAccountDuplicate,
          params: { bank: duplicate.bankName, accountNo: duplicate.accountNo },
          field: 'input.bankAccounts',
        },
      );
    }
    const defaultId =
      newDefault ?? accounts.find((a) => a.isDefault)?.bankAccountId ?? accounts[0]?.bankAccountId;
    return accounts.map((a) => ({ ...a, isDefault: a.bankAccountId === defaultId }));
  }

  private allBankAccountIds(): number[] {
    const ids: number[] = [];
    this.store.find('companies', (record) => {
      for (const account of record.company.bankAccounts) ids.push(account.bankAccountId);
      return false;
    });
    return ids;
  }
}

import type {
  BankAccount,
  Company,
  CompanyCategory,
  CreateCompanyCategoryInput,
  DeleteBankAccountInput,
  UpdateCompanyInput,
} from '@armada/contracts';
import type { Clock } from '../domain/clock';
import type { CompanyCategoryRecord, CompanyRecord } from '../domain/records';
import { toWibIso } from '../domain/wib-time';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { cleanText, normaliseEmail, normalisePhone } from './normalise';
import { ServiceError } from './service-error';

export const COMPANY_ERROR_CODES = {
  bankAccountIsDefault: 'COMPANY.BANK_ACCOUNT_IS_DEFAULT',
  unknownCategory: 'COMPANY.UNKNOWN_CATEGORY',
  scoreOrder: 'COMPANY.DRIVER_SCORE_GRADES_OUT_OF_ORDER',
} as const;

type NumberKey = {
  [K in keyof UpdateCompanyInput & keyof Company]: Company[K] extends number ? K : never;
}[keyof UpdateCompanyInput & keyof Company];

const NUMBER_FIELDS: readonly NumberKey[] = [
  'idleTimeout',
  'parkTimeout',
  'offlineTimeout',
  'fuelGainAlert',
  'fuelLossAlert',
  'dsBase',
  'dsInitialInterval',
  'dsInitialBonus',
  'dsInterval',
  'dsBonus',
  'dsCostBrake',
  'dsCostAccel',
  'dsCostOverspeed',
  'dsCostSharpturn',
  'dsMinScoreA',
  'dsMinScoreB',
  'dsMinScoreC',
  'dsMinScoreD',
];

const TEXT_FIELDS = ['faxNo', 'taxNo', 'companyTag', 'logoUrl'] as const;

/** Company settings, categories and bank accounts (GraphQL; COMPANY-1 ... COMPANY-5). */
export class CompanyService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  get(auth: AuthContext, id?: number | null): Company {
    return this.own(auth, id ?? auth.company.id).company;
  }

  /** COMPANY-2: only the given fields change; grades must stay A > B > C > D. */
  update(auth: AuthContext, input: UpdateCompanyInput): Promise<{ id: number; name: string }> {
    return this.store.write((batch) => {
      const record = this.own(auth, input.id);
      const next: Company = { ...record.company, bankAccounts: [...record.company.bankAccounts] };
      if (input.name !== undefined && input.name !== null) {
        const name = cleanText(input.name);
        if (!name) throw ServiceError.validation('input.name', 'input.name must not be blank');
        next.name = name;
      }
      for (const key of NUMBER_FIELDS) {
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
      if (input.category !== undefined) {
        const category = cleanText(input.category);
        if (category !== null && !this.categoryRecords(auth).some((c) => c.text === category)) {
          throw new ServiceError(
            400,
            COMPANY_ERROR_CODES.unknownCategory,
            `input.category "${category}" is not one of the company categories; create it first.`,
            'input.category',
          );
        }
        next.category = category;
      }
      const grades = [next.dsMinScoreA, next.dsMinScoreB, next.dsMinScoreC, next.dsMinScoreD];
      if (!grades.every((score, i) => i === 0 || score < (grades[i - 1] ?? Infinity))) {
        throw new ServiceError(
          400,
          COMPANY_ERROR_CODES.scoreOrder,
          `Driver score grades must fall from A to D (got A ${grades.join(', ')}).`,
          'input.dsMinScoreA',
        );
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
      if (!text) throw ServiceError.validation('input.text', 'input.text must not be blank');
      const taken = this.categoryRecords(auth).find(
        (c) => c.text.toLocaleLowerCase('id') === text.toLocaleLowerCase('id'),
      );
      if (taken) {
        throw ServiceError.conflict(`The category "${taken.text}" already exists.`, 'input.text');
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
      if (!account) throw ServiceError.notFound(`Bank account ${input.bankAccountId} not found.`);
      if (account.isDefault && accounts.length > 1) {
        throw new ServiceError(
          409,
          COMPANY_ERROR_CODES.bankAccountIsDefault,
          `${account.bankName} ${account.accountNo} is the default account; make another account the default first.`,
          'input.bankAccountId',
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
    if (!record) throw ServiceError.notFound(`Company ${id} not found.`);
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
            `input.bankAccounts.${index}.bankAccountId`,
            `Bank account ${input.bankAccountId} is not an account of this company.`,
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
        'input.bankAccounts',
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

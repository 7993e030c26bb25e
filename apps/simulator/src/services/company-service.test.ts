import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import type { Company } from '@armada/contracts/company';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import type { AuthContext } from './auth-service';
import type { CompanyService } from './company-service';
import { ServiceError } from './service-error';

let t: TestSimulator;
let auth: AuthContext;
let companies: CompanyService;

beforeAll(async () => {
  t = await startTestSimulator();
  const cookie = await t.login('admin');
  auth = await t.simulator.services.auth.authenticate(
    cookie.slice(`${SESSION_COOKIE_NAME}=`.length),
  );
  companies = t.simulator.services.companies;
});
afterAll(async () => {
  await t?.close();
});

/** The refusal a call ends in (every ServiceError here carries a reason and params). */
async function refusal(work: () => Promise<unknown>): Promise<ServiceError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

const company = (): Company => companies.get(auth);

describe('CompanyService refusals: a reason and params beside the English message', () => {
  it('COMPANY-2 checks the shared field rules and changes nothing', async () => {
    const before = company();
    const phone = await refusal(() =>
      companies.update(auth, { id: before.id, phoneNo: 'call me' }),
    );
    expect(phone).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      field: 'input.phoneNo',
      reason: 'company.phoneInvalid',
      params: { field: 'phoneNo' },
    });
    const logo = await refusal(() =>
      companies.update(auth, { id: before.id, logoUrl: 'javascript:alert(1)' }),
    );
    expect(logo).toMatchObject({ reason: 'company.urlInvalid', params: { field: 'logoUrl' } });
    expect(company()).toEqual(before);
  });

  it('COMPANY-2 compares grades with the saved ones, naming the grade above', async () => {
    const { id, dsMinScoreA } = company();
    const error = await refusal(() => companies.update(auth, { id, dsMinScoreB: dsMinScoreA + 1 }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'COMPANY.DRIVER_SCORE_GRADES_OUT_OF_ORDER',
      field: 'input.dsMinScoreB',
      reason: 'company.gradeOrder',
      params: { field: 'dsMinScoreB', above: 'dsMinScoreA' },
    });
    expect(error.message).toContain('grades must fall from A to D');
  });

  it('COMPANY-2 takes null for the name and numbers as "leave it"', async () => {
    const before = company();
    await companies.update(auth, { id: before.id, name: null, idleTimeout: null, faxNo: null });
    expect(company()).toMatchObject({ name: before.name, idleTimeout: before.idleTimeout });
    expect(company().faxNo).toBeNull();
  });

  it('refuses an unknown category, naming it', async () => {
    const error = await refusal(() =>
      companies.update(auth, { id: company().id, category: 'Tidak Ada' }),
    );
    expect(error).toMatchObject({
      code: 'COMPANY.UNKNOWN_CATEGORY',
      reason: 'company.unknownCategory',
      params: { category: 'Tidak Ada' },
    });
  });

  it('COMPANY-3 refuses a blank or existing category', async () => {
    const existing = companies.categories(auth)[0]?.text ?? '';
    const duplicate = await refusal(() =>
      companies.createCategory(auth, { text: existing.toUpperCase() }),
    );
    expect(duplicate).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      reason: 'companyCategory.exists',
      params: { text: existing },
    });
    const blank = await refusal(() => companies.createCategory(auth, { text: '  ' }));
    expect(blank).toMatchObject({ reason: 'companyCategory.textRequired', field: 'input.text' });
    const half = await refusal(() => companies.createCategory(auth, { text: 'Toko \ud800' }));
    expect(half).toMatchObject({ statusCode: 400, field: 'input.text' });
  });

  it('COMPANY-4 COMPANY-5 name the bank account a refusal is about', async () => {
    const accounts = company().bankAccounts;
    const main = accounts.find((a) => a.isDefault);
    expect(main).toBeDefined();
    if (!main) return;
    const isDefault = await refusal(() =>
      companies.deleteBankAccount(auth, { bankAccountId: main.bankAccountId }),
    );
    expect(isDefault).toMatchObject({
      statusCode: 409,
      code: 'COMPANY.BANK_ACCOUNT_IS_DEFAULT',
      reason: 'company.bankAccountIsDefault',
      params: { bank: main.bankName, accountNo: main.accountNo },
    });
    const missing = await refusal(() =>
      companies.deleteBankAccount(auth, { bankAccountId: 99_999 }),
    );
    expect(missing).toMatchObject({
      statusCode: 404,
      reason: 'company.bankAccountNotFound',
      params: { id: 99_999 },
    });
    const notOwned = await refusal(() =>
      companies.update(auth, {
        id: company().id,
        bankAccounts: [
          { bankAccountId: 99_999, bankName: 'BCA', accountName: 'PT X', accountNo: '1234567' },
        ],
      }),
    );
    expect(notOwned).toMatchObject({
      reason: 'company.bankAccountNotOwned',
      params: { id: 99_999 },
      field: 'input.bankAccounts.0.bankAccountId',
    });
    const twice = await refusal(() =>
      companies.update(auth, {
        id: company().id,
        bankAccounts: [{ bankName: main.bankName, accountName: 'Lagi', accountNo: main.accountNo }],
      }),
    );
    expect(twice).toMatchObject({
      statusCode: 409,
      reason: 'company.bankAccountDuplicate',
      params: { bank: main.bankName, accountNo: main.accountNo },
    });
  });
});

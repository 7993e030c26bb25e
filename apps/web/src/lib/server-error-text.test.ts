import { describe, expect, it } from 'vitest';
import {
  GRAPHQL_ERROR_CODES,
  SERVER_ERROR_REASONS,
  graphqlFailure,
} from '@armada/contracts/shared';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ApiError, apiClient } from './api-client';
import * as validators from './contract/checks.generated.js';
import { GraphqlResultError } from './graphql-client';
import { allAreaTranslations, coreCatalogues } from '@/locales/all';
import { addAreaTranslations, initI18n, registerCoreCatalogue } from './i18n';
import { serverErrorReason, serverErrorText } from './server-error-text';

registerCoreCatalogue('en', coreCatalogues.en);
// With every feature's strings, as the screens that show these errors have theirs: a domain's
// reason texts come with its feature's area (i18n.ts, AREA_SERVER_ERRORS_KEY).
const withAreas = (language: 'id' | 'en') => {
  const instance = initI18n(language);
  for (const translations of allAreaTranslations) addAreaTranslations(instance, translations);
  return instance.t;
};
const t = withAreas('id');
const en = withAreas('en');

const codeTaken = new ApiError({
  statusCode: 409,
  code: 'CONFLICT',
  message: 'Customer code "CUS-00001" is already used by Toko Harapan Mitra.',
  reason: SERVER_ERROR_REASONS.customerCodeTaken,
  params: { code: 'CUS-00001', name: 'Toko Harapan Mitra' },
});

describe('serverErrorText', () => {
  it("says a server fault in the user's language, not the server's English message", () => {
    const fault = new ApiError({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side; the error was logged. Try again.',
    });
    expect(serverErrorText(fault, t)).toBe(
      'Terjadi kesalahan di server kami dan sudah dicatat. Coba lagi.',
    );
    expect(serverErrorText(fault, en)).toBe(
      'Something went wrong on our side; the error was logged. Try again.',
    );
  });

  it("says a known reason in the user's language with the server's params", () => {
    expect(serverErrorText(codeTaken, t)).toBe(
      'Kode CUS-00001 sudah dipakai oleh Toko Harapan Mitra. Gunakan kode lain.',
    );
    expect(serverErrorText(codeTaken, en)).toBe(
      'Code CUS-00001 is already used by Toko Harapan Mitra. Use another code.',
    );
  });

  it('uses plural forms by count', () => {
    const blocked = (count: number) =>
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Toko Harapan Mitra still has open delivery orders; nothing was deleted.',
        reason: SERVER_ERROR_REASONS.customerDeleteBlockedByOpenOrders,
        params: { names: 'Toko Harapan Mitra', count },
      });
    expect(serverErrorText(blocked(2), t)).toBe(
      'Tidak ada yang dihapus: Toko Harapan Mitra masih memiliki 2 pesanan pengiriman yang belum selesai.',
    );
    expect(serverErrorText(blocked(1), en)).toBe(
      'Nothing was deleted: 1 open delivery order still belongs to Toko Harapan Mitra.',
    );
    expect(serverErrorText(blocked(3), en)).toBe(
      'Nothing was deleted: 3 open delivery orders still belong to Toko Harapan Mitra.',
    );
  });

  it("falls back to the server's message without a reason, or when a value is missing", () => {
    const plain = new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'Already there.' });
    expect(serverErrorText(plain, t)).toBe('Already there.');
    const noParams = new ApiError({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Customer code "X" is already used by Y.',
      reason: SERVER_ERROR_REASONS.customerCodeTaken,
    });
    expect(serverErrorText(noParams, t)).toBe('Customer code "X" is already used by Y.');
    expect(serverErrorText(new Error('boom'), t)).toBe('boom');
    expect(serverErrorText('not an error', t)).toBe('');
  });

  it("reads a GraphQL refusal through the screen's code map, with the params it knows", () => {
    const duplicate = new GraphqlResultError(
      graphqlFailure(GRAPHQL_ERROR_CODES.conflict, 'The category "Cold Chain" already exists.'),
      'failed',
    );
    const reasonByCode = {
      [GRAPHQL_ERROR_CODES.conflict]: SERVER_ERROR_REASONS.companyCategoryExists,
    };
    expect(serverErrorReason(duplicate, { reasonByCode })).toBe('companyCategory.exists');
    expect(serverErrorText(duplicate, t, { reasonByCode, params: { text: 'Cold Chain' } })).toBe(
      'Kategori "Cold Chain" sudah ada.',
    );
    // Without the map the server's message stays.
    expect(serverErrorText(duplicate, t)).toBe('The category "Cold Chain" already exists.');
  });

  it('gets the reason and params from a REST error body, ignoring a reason it does not know', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'A saved filter named "Jakarta" already exists for this table.',
        reason: 'savedFilter.nameTaken',
        params: { name: 'Jakarta' },
        field: 'body.name',
      }),
    );
    const error = await apiClient
      .get('/x', { validate: validators.BulkDelete })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'savedFilter.nameTaken', params: { name: 'Jakarta' } });
    expect(serverErrorText(error, t)).toBe(
      'Filter bernama "Jakarta" sudah ada untuk tabel ini; ubah filter itu atau pilih nama lain.',
    );

    mockFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Something newer.',
        reason: 'customer.somethingNewer',
      }),
    );
    const newer = await apiClient
      .get('/x', { validate: validators.BulkDelete })
      .catch((e: unknown) => e);
    expect(newer).toMatchObject({ message: 'Something newer.', reason: undefined });
    expect(serverErrorText(newer, t)).toBe('Something newer.');
  });
});

import { describe, expect, it } from 'vitest';
import { graphqlFailure } from '@armada/contracts/shared';
import { coreCatalogues } from '@/locales/all';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ApiError, apiClient, issueCodesOf } from '../api-client';
import * as validators from '../contract/checks.generated.js';
import { GraphqlResultError } from '../graphql-client';
import { initI18n, registerCoreCatalogue } from '../i18n';
import { alertActionErrorText } from './alert-action-error';

registerCoreCatalogue('en', coreCatalogues.en);
const t = initI18n('id').t;
const en = initI18n('en').t;

describe('a failed alert action', () => {
  it('says why from the GraphQL errorCode, in both languages', () => {
    const error = new GraphqlResultError(graphqlFailure('NOT_FOUND', 'Alert 41 not found.'), '');
    expect(alertActionErrorText(error, t, ['41'])).toBe(
      'Peringatan 41 tidak ditemukan; mungkin sudah dihapus.',
    );
    expect(alertActionErrorText(error, en, ['41'])).toMatch(/41/);
    expect(alertActionErrorText(error, en, ['41'])).not.toBe(
      alertActionErrorText(error, t, ['41']),
    );
  });

  it('reads the codes of errors_v2.issues as well as the top-level code', () => {
    const error = new ApiError({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      issueCodes: ['CONFLICT'],
    });
    expect(alertActionErrorText(error, t, ['41'])).toBe(
      'Peringatan 41 tidak dibuat dalam rentang waktu tindakan; muat ulang daftar.',
    );
  });

  it("shows the server's own message for a code it has no words for", () => {
    const error = new GraphqlResultError(
      graphqlFailure('BAD_REQUEST', 'Alasan terlalu panjang.'),
      '',
    );
    expect(alertActionErrorText(error, t, ['41'])).toBe('Alasan terlalu panjang.');
  });

  it('leaves a failure with no answer to the generic text', () => {
    const network = new ApiError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach',
    });
    expect(alertActionErrorText(network, t, ['41'])).toBeNull();
    expect(alertActionErrorText(new Error('boom'), t, ['41'])).toBeNull();
  });
});

describe('errors_v2 issues of an error body', () => {
  it('are kept on the ApiError', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        data: null,
        errors: ['a', 'b'],
        errors_v2: { issues: [{ code: 'A_CODE' }, { code: 'B_CODE', path: 'x' }] },
      }),
    );
    const failed = await apiClient
      .post('/anything', { validate: validators.ListCount })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).issueCodes).toEqual(['A_CODE', 'B_CODE']);
  });

  it('are read defensively', () => {
    expect(issueCodesOf(null)).toEqual([]);
    expect(issueCodesOf({ errors_v2: { issues: 'x' } })).toEqual([]);
    expect(issueCodesOf({ errors_v2: { issues: [{ code: 3 }, { code: 'OK' }, null] } })).toEqual([
      'OK',
    ]);
  });
});

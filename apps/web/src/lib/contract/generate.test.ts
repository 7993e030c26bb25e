import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Check } from 'typebox/value';
import { apiRoutes } from '@armada/contracts/catalogue';
import { readdirSync } from 'node:fs';
import { generateCheckFiles, generateRoutesSource, routeExports, successAnswer } from './generate';
import { ROUTE_URLS } from './index';
import * as validators from './checks.generated.js';
import { VALIDATED_SCHEMAS, type SchemaCheckName } from './schemas';

const onDisk = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('the generated contract files', () => {
  it('are what the contracts give now (run `pnpm --filter @armada/web generate`)', async () => {
    const files = generateCheckFiles(await routeExports());
    for (const [name, source] of Object.entries(files)) expect(onDisk(name), name).toBe(source);
    const checks = readdirSync(new URL('./checks/', import.meta.url)).map(
      (file) => `checks/${file}`,
    );
    expect(checks.filter((file) => !(file in files))).toEqual([]);
    expect(onDisk('routes.generated.ts')).toBe(generateRoutesSource());
  });

  it('have a route address for every route of the catalogue', () => {
    expect(Object.entries(ROUTE_URLS)).toEqual(apiRoutes.map((route) => [route.id, route.url]));
  });
});

/** Samples that pass or fail TypeBox's own Check, for each compiled check to agree with. */
const SAMPLES: Partial<Record<SchemaCheckName, unknown[]>> = {
  BulkDelete: [
    { data: { deleted: 2, ids: [1, 2] } },
    { data: { deleted: -1, ids: [] } },
    { data: { deleted: 1.5, ids: [] } },
    { data: { deleted: 1, ids: ['1'] } },
    { data: {} },
  ],
  Identity: [{ data: null }, {}],
  WsToken: [{ token: 'x'.repeat(16) }, { token: 'short' }, { token: 16 }],
  ErrorCore: [
    { statusCode: 400, code: 'BAD_REQUEST', message: 'No' },
    { statusCode: '400', code: 'BAD_REQUEST', message: 'No' },
    // minLength 1 by code points: the written-out CodePointCount against TypeBox's.
    { statusCode: 400, code: 'BAD_REQUEST', message: '' },
    { statusCode: 400, code: '\u{1F69A}', message: '\uD83D' },
    { statusCode: 400, code: '', message: '\u{1F69A}\u{1F69A}' },
  ],
  // date-time: TypeBox's own format check, copied into the generated file.
  BannerList: [
    '2026-01-01T00:00:00+07:00',
    '2024-02-29T23:59:59.5Z',
    '2026-02-29T00:00:00+07:00',
    '2026-01-01T24:00:00+07:00',
    '2026-01-01 00:00:00+07:00',
    '2026-01-01T00:00:00',
    '2016-12-31T23:59:60Z',
  ].map((startOn) => ({
    data: [
      {
        id: 1,
        title: 'Promo',
        description: '',
        image_url: '/static/banners/a.png',
        link_url: null,
        day_show: '0,1,2',
        domain: null,
        start_on: startOn,
        end_on: '2027-01-01T00:00:00+07:00',
      },
    ],
  })),
};

describe('the compiled checks', () => {
  it('agree with TypeBox on every sample, passing and failing', () => {
    let passing = 0;
    for (const [name, samples] of Object.entries(SAMPLES) as [SchemaCheckName, unknown[]][]) {
      for (const sample of samples) {
        const expected = Check(VALIDATED_SCHEMAS[name], sample);
        expect(validators[name].check(sample), `${name} ${JSON.stringify(sample)}`).toBe(expected);
        if (expected) passing += 1;
      }
    }
    // Not only refusals: the samples above include answers that match their contract.
    expect(passing).toBeGreaterThanOrEqual(4);
  });

  it('refuse what is not an object for every schema', () => {
    for (const name of Object.keys(VALIDATED_SCHEMAS) as SchemaCheckName[]) {
      for (const value of [undefined, null, 'text', 7, []]) {
        expect(validators[name].check(value), `${name} ${String(value)}`).toBe(
          Check(VALIDATED_SCHEMAS[name], value),
        );
      }
    }
  });
});

describe('the checks of the catalogue routes', () => {
  it('exist for every route with a success answer, under its id, and agree with TypeBox', () => {
    const checks = validators as unknown as Record<
      string,
      { check: (value: unknown) => boolean } | undefined
    >;
    for (const route of apiRoutes) {
      const answer = successAnswer(route);
      if (!answer) continue;
      const check = checks[route.id];
      expect(check, `validators.${route.id}`).toBeDefined();
      for (const value of [undefined, null, 'text', 7, [], {}, { data: null }])
        expect(check?.check(value), `${route.id} ${JSON.stringify(value)}`).toBe(
          Check(answer.schema, value),
        );
    }
  });
});

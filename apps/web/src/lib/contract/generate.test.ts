import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Check } from 'typebox/value';
import { apiRoutes } from '@armada/contracts/catalogue';
import {
  SERVER_MESSAGE_SCHEMAS,
  encodePositions,
  type ServerMessageKind,
} from '@armada/contracts/live';
import { readdirSync } from 'node:fs';
import { generateCheckFiles, generateRoutesSource, routeExports, successAnswer } from './generate';
import { ROUTE_URLS } from './index';
import { makeLiveAlert } from '@armada/contracts/testing';
import * as validators from './checks.generated.js';
import { LIVE_MESSAGE_CHECKS } from './live-message-checks.generated.js';
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

describe("the checks of the live channel's server messages", () => {
  const at = Date.UTC(2026, 10, 16, 3, 0, 0);
  const batch = encodePositions(at, [
    {
      id: 3,
      latitude: -6.2,
      longitude: 106.8,
      heading: 90,
      speedKmh: 40,
      status: 'moving',
      reportedAt: at,
    },
  ]);
  const alert = makeLiveAlert();
  const samples: unknown[] = [
    { type: 'PONG' },
    { type: 'error', code: 'INVALID_JSON', message: 'Message is not valid JSON' },
    { type: 'error', code: 'INVALID_JSON' },
    { type: 'positions_snapshot', seq: 0, payload: batch },
    { type: 'positions_batch', seq: 4, payload: batch },
    { type: 'positions_batch', seq: -1, payload: batch },
    { type: 'positions_batch', seq: 4, payload: { ...batch, v: 2 } },
    { type: 'positions_batch', seq: 4, payload: { ...batch, hdg: [360] } },
    { type: 'positions_batch', seq: 4, payload: { ...batch, extra: 1 } },
    { type: 'alert-center-new-7', payload: alert },
    { type: 'alert-center-new-07', payload: alert },
    { type: 'alert-center-new-7', payload: { ...alert, createdOn: '2026-11-20 08:15' } },
    { type: 'alert-center-new-7', payload: { ...alert, vehicleId: '42' } },
    { type: 'alert-center-12', payload: alert },
    undefined,
    null,
    'text',
    [],
    {},
  ];

  it('exist for every server kind and agree with TypeBox, passing and failing', () => {
    let passing = 0;
    for (const [kind, schema] of Object.entries(SERVER_MESSAGE_SCHEMAS)) {
      const check = LIVE_MESSAGE_CHECKS[kind as ServerMessageKind];
      expect(check, kind).toBeTypeOf('function');
      for (const sample of samples) {
        const expected = Check(schema, sample);
        expect(check(sample), `${kind} ${JSON.stringify(sample)}`).toBe(expected);
        if (expected) passing += 1;
      }
    }
    expect(passing).toBeGreaterThanOrEqual(5);
  });
});

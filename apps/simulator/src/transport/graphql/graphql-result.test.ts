import { AlertCenterPayloadFilterSchema } from '@armada/contracts/alerts';
import { DriverScoresFilterSchema } from '@armada/contracts/driver-score';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../services/service-error';
import { argumentParser } from './graphql-result';

function refusal(parse: (value: unknown) => unknown, value: unknown): ServiceError {
  try {
    parse(value);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('the arguments were accepted');
}

describe('argumentParser', () => {
  it('INPUT-2 refuses 50,000 equal list items by the size limit, naming the argument', () => {
    const parse = argumentParser(AlertCenterPayloadFilterSchema, 'filter');
    const error = refusal(parse, {
      filterByType: Array.from({ length: 50_000 }, () => 'SystemNotif'),
    });
    expect(error.statusCode).toBe(400);
    expect(error.field).toBe('filter.filterByType');
    expect(error.message).toBe('filter.filterByType must not have more than 2 items');
  });

  it('INPUT-3 refuses a control character in a text argument, naming it; tab is text', () => {
    const parse = argumentParser(DriverScoresFilterSchema, 'filter');
    // The other members are missing too: the text is refused first, as the size would be.
    const error = refusal(parse, { search: 'budi\u0000' });
    expect(error.field).toBe('filter.search');
    expect(error.message).toContain('must not contain control characters');
    const range = { startDate: '2026-12-01T00:00:00+07:00', endDate: '2026-12-02T00:00:00+07:00' };
    expect(parse({ ...range, search: 'budi\tsantoso' })).toEqual({
      ...range,
      search: 'budi\tsantoso',
    });
  });
});

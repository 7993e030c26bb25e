import { describe, expect, it } from 'vitest';
import { quotaColour, quotaSeverity, quotaStatus } from './quota-status';

describe('quotaStatus', () => {
  const monthly = (usage: number, limit: number | null = 100) =>
    quotaStatus({ usage, limit, period: 'MONTHLY' });

  it('is available under 80% of the limit', () => {
    expect(monthly(0)).toBe('available');
    expect(monthly(79)).toBe('available');
    expect(monthly(79.99)).toBe('available');
  });

  it('is low from 80% up to below 100%', () => {
    expect(monthly(80)).toBe('low');
    expect(monthly(99)).toBe('low');
    expect(quotaStatus({ usage: 4, limit: 5, period: 'DAILY' })).toBe('low');
  });

  it('is empty at 100% or more', () => {
    expect(monthly(100)).toBe('empty');
    expect(monthly(130)).toBe('empty');
  });

  it('is unlimited when the period is empty or unlimited', () => {
    for (const period of [null, undefined, '', '  ', 'unlimited', 'UNLIMITED']) {
      expect(quotaStatus({ usage: 1000, limit: 10, period })).toBe('unlimited');
    }
  });

  it('treats a missing or zero limit with a period as used up', () => {
    expect(monthly(0, 0)).toBe('empty');
    expect(monthly(0, null)).toBe('empty');
  });

  it('maps to colours and severities', () => {
    expect(quotaColour('available')).toBe('green');
    expect(quotaColour('low')).toBe('orange');
    expect(quotaColour('empty')).toBe('red');
    expect(quotaColour('unlimited')).toBeNull();
    expect(quotaSeverity('low')).toBe('warning');
    expect(quotaSeverity('empty')).toBe('error');
    expect(quotaSeverity('available')).toBeNull();
  });
});

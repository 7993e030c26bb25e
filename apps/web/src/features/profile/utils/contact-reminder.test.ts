import { describe, expect, it } from 'vitest';
import { contactReminderDecision, missingContacts, wibMonth } from './contact-reminder';

// Saturday 14 November 2026, 09:00 WIB.
const NOW = Date.parse('2026-11-14T09:00:00+07:00');
const noPhone = { email: 'dewi@armada.co.id', phoneNo: null, lastReminder: null };

describe('contact reminder (docs/rules/alert-center.md §4)', () => {
  it('shows when the phone or e-mail is missing and it was never shown', () => {
    expect(contactReminderDecision({ profile: noPhone, now: NOW, dismissed: false })).toBe('show');
    expect(
      contactReminderDecision({
        profile: { email: null, phoneNo: '+6281210002001', lastReminder: null },
        now: NOW,
        dismissed: false,
      }),
    ).toBe('show');
  });

  it('never shows when both contacts are there', () => {
    const complete = { email: 'a@b.co', phoneNo: '+6281210002001', lastReminder: null };
    expect(contactReminderDecision({ profile: complete, now: NOW, dismissed: false })).toBe(
      'complete',
    );
    // A blank value is a missing one.
    expect(missingContacts({ email: '  ', phoneNo: '+6281210002001' })).toEqual(['email']);
  });

  it('shows once a calendar month: not again after being shown this month', () => {
    const shown = { ...noPhone, lastReminder: new Date(NOW).toISOString() };
    expect(contactReminderDecision({ profile: shown, now: NOW, dismissed: false })).toBe(
      'shown-this-month',
    );
    // Later the same month, and on its last minute (WIB).
    const lastMinute = Date.parse('2026-11-30T23:59:00+07:00');
    expect(contactReminderDecision({ profile: shown, now: lastMinute, dismissed: false })).toBe(
      'shown-this-month',
    );
    // The first minute of the next month (WIB) shows it again.
    const nextMonth = Date.parse('2026-12-01T00:00:00+07:00');
    expect(contactReminderDecision({ profile: shown, now: nextMonth, dismissed: false })).toBe(
      'show',
    );
  });

  it('counts months in WIB, not UTC', () => {
    // 1 December 00:30 WIB is still 30 November in UTC: a new month in WIB.
    const decemberWib = Date.parse('2026-11-30T17:30:00Z');
    expect(wibMonth(decemberWib)).toBe('2026-12');
    // Shown 30 November 23:00 WIB (16:00 UTC): 1 December 00:30 WIB shows it again ...
    const shown = { ...noPhone, lastReminder: '2026-11-30T16:00:00.000Z' };
    expect(contactReminderDecision({ profile: shown, now: decemberWib, dismissed: false })).toBe(
      'show',
    );
    // ... and shown 1 December 00:10 WIB (30 November UTC) counts for December.
    const early = { ...noPhone, lastReminder: '2026-11-30T17:10:00.000Z' };
    expect(contactReminderDecision({ profile: early, now: decemberWib, dismissed: false })).toBe(
      'shown-this-month',
    );
  });

  it('does not show again after being closed this session', () => {
    expect(contactReminderDecision({ profile: noPhone, now: NOW, dismissed: true })).toBe(
      'dismissed',
    );
    const nextMonth = Date.parse('2026-12-01T08:00:00+07:00');
    const shown = { ...noPhone, lastReminder: new Date(NOW).toISOString() };
    expect(contactReminderDecision({ profile: shown, now: nextMonth, dismissed: true })).toBe(
      'dismissed',
    );
  });

  it('an unreadable lastReminder counts as never shown', () => {
    const odd = { ...noPhone, lastReminder: 'not a date' };
    expect(contactReminderDecision({ profile: odd, now: NOW, dismissed: false })).toBe('show');
  });
});

import { describe, expect, it } from 'vitest';
import {
  SUPPORT_TICKET_STATUSES,
  allowedSupportActions,
  canReplyToTicket,
  nextSupportStatus,
  ticketNumber,
  type SupportEvent,
  type SupportTicketStatus,
} from './constants';

/** The ticket's transitions, rule by rule (docs/rules/support.md). */
describe('support ticket transitions', () => {
  const table = (event: SupportEvent) =>
    Object.fromEntries(
      SUPPORT_TICKET_STATUSES.map((status) => [status, nextSupportStatus(status, event)]),
    );

  it('SUP-5: a reply by the company opens a waiting or resolved ticket, never a closed one', () => {
    expect(table('CUSTOMER_REPLY')).toEqual({
      OPEN: 'OPEN',
      WAITING: 'OPEN',
      RESOLVED: 'OPEN',
      CLOSED: null,
    });
    expect(SUPPORT_TICKET_STATUSES.filter(canReplyToTicket)).toEqual([
      'OPEN',
      'WAITING',
      'RESOLVED',
    ]);
  });

  it('SUP-11: support answers an open ticket only, which then waits for the company', () => {
    expect(table('SUPPORT_REPLY')).toEqual({
      OPEN: 'WAITING',
      WAITING: null,
      RESOLVED: null,
      CLOSED: null,
    });
  });

  it('SUP-6 ... SUP-8, SUP-12: resolve from open or waiting; reopen and close from resolved', () => {
    expect(table('RESOLVE')).toEqual({
      OPEN: 'RESOLVED',
      WAITING: 'RESOLVED',
      RESOLVED: null,
      CLOSED: null,
    });
    expect(table('REOPEN')).toEqual({ OPEN: null, WAITING: null, RESOLVED: 'OPEN', CLOSED: null });
    expect(table('CLOSE')).toEqual({ OPEN: null, WAITING: null, RESOLVED: 'CLOSED', CLOSED: null });
    expect(table('AUTO_CLOSE')).toEqual(table('CLOSE'));
  });

  it('the page offers exactly the allowed actions', () => {
    const offered: Record<SupportTicketStatus, string[]> = {
      OPEN: ['RESOLVE'],
      WAITING: ['RESOLVE'],
      RESOLVED: ['REOPEN', 'CLOSE'],
      CLOSED: [],
    };
    for (const status of SUPPORT_TICKET_STATUSES) {
      expect(allowedSupportActions(status)).toEqual(offered[status]);
    }
  });

  it('numbers read as six digits', () => {
    expect(ticketNumber(42)).toBe('#000042');
  });
});

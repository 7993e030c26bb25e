import { describe, expect, it } from 'vitest';
import type { SystemNotification } from '@armada/contracts/notifications';
import { headlineOf, nextListLimit, openingOf, slidesOf, INITIAL_LIST_LIMIT } from './announcement';

const ORIGIN = 'https://app.armada.example';

function announcement(
  action: SystemNotification['action'],
  url: string | null,
  extra: Partial<SystemNotification> = {},
): SystemNotification {
  return {
    system_notification_uuid: '0b7a4a3e-2f9c-4a4e-9d55-1c3f0d6e7a11',
    is_read: false,
    action,
    data: { title: 'Judul', description: 'Isi', url },
    created_on: '2026-11-14T03:00:00.000Z',
    updated_on: null,
    ...extra,
  };
}

describe('announcement list paging (docs/rules/alert-center.md §9)', () => {
  it('starts at 10 and grows by 10 until the total', () => {
    expect(INITIAL_LIST_LIMIT).toBe(10);
    expect(nextListLimit(10, 35)).toBe(20);
    expect(nextListLimit(20, 35)).toBe(30);
    expect(nextListLimit(30, 35)).toBe(40);
    expect(nextListLimit(40, 35)).toBe(40);
    expect(nextListLimit(10, 10)).toBe(10);
    expect(nextListLimit(10, 0)).toBe(10);
  });
});

describe('announcement content', () => {
  it('gives the slides of a carousel and one slide otherwise', () => {
    const carousel = announcement('carousel_image', null, {
      data: [
        { title: 'A', description: 'a', url: '/a.png' },
        { title: 'B', description: 'b', url: '/b.png' },
      ],
    });
    expect(slidesOf(carousel).map((s) => s.title)).toEqual(['A', 'B']);
    expect(headlineOf(carousel).title).toBe('A');
    expect(slidesOf(announcement('pop_up_image', '/x.png'))).toHaveLength(1);
  });
});

describe('how an announcement opens (docs/rules/alert-center.md §2)', () => {
  it('opens the modal for image, video and carousel', () => {
    for (const action of ['pop_up_image', 'pop_up_video', 'carousel_image'] as const)
      expect(openingOf(announcement(action, '/x.png'), ORIGIN)).toEqual({ kind: 'modal' });
  });

  it('resolves an internal link to a route of this app', () => {
    expect(openingOf(announcement('internal_link', '/profile'), ORIGIN)).toEqual({
      kind: 'link',
      href: `${ORIGIN}/profile`,
    });
    expect(openingOf(announcement('internal_link', 'live-view?x=1'), ORIGIN)).toEqual({
      kind: 'link',
      href: `${ORIGIN}/live-view?x=1`,
    });
  });

  it('refuses an internal link that leaves the app', () => {
    for (const url of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(openingOf(announcement('internal_link', url), ORIGIN)).toEqual({
        kind: 'invalid-link',
      });
  });

  it('opens http(s) external links only', () => {
    expect(
      openingOf(announcement('external_link', 'https://armada.example/webinar'), ORIGIN),
    ).toEqual({ kind: 'link', href: 'https://armada.example/webinar' });
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative', 'nope'])
      expect(openingOf(announcement('external_link', url), ORIGIN)).toEqual({
        kind: 'invalid-link',
      });
  });
});

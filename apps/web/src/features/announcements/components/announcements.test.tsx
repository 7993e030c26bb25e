import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SystemNotification } from '@armada/contracts/notifications';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import AnnouncementsRuntime from './announcements-runtime';
import { AnnouncementsTopbar } from './announcements-topbar';
import { AnnouncementsDialog } from './announcements-dialog';

const SCOPE = 'system_notification:read';
const MARKUP = '<img src=x onerror=alert(1)><b>Tebal</b>';

function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

function makeAnnouncements(count: number): SystemNotification[] {
  return Array.from({ length: count }, (_, i) => ({
    system_notification_uuid: uuidOf(i + 1),
    is_read: i >= 3,
    action: i === 0 ? 'pop_up_image' : i === 1 ? 'external_link' : 'internal_link',
    data: {
      title: i === 0 ? MARKUP : `Pengumuman ${i + 1}`,
      description: `Isi ${i + 1}`,
      url:
        i === 0
          ? '/static/banners/driver-score.png'
          : i === 1
            ? 'https://armada.example/x'
            : '/profile',
    },
    created_on: new Date(Date.UTC(2026, 10, 14, 3, 0) - i * 3_600_000).toISOString(),
    updated_on: null,
  }));
}

/** A tiny in-memory announcements server behind fetch. */
function fakeServer(all: SystemNotification[]) {
  const patches: unknown[] = [];
  const lists: number[] = [];
  const fetch = mockFetch((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/system-notification/unread-count')
      return jsonResponse(200, { data: { unread: all.filter((a) => !a.is_read).length } });
    if (parsed.pathname === '/api/system-notification/read' && init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { system_notification_uuid?: string };
      patches.push(body);
      let updated = 0;
      for (const a of all) {
        if (
          body.system_notification_uuid &&
          a.system_notification_uuid !== body.system_notification_uuid
        )
          continue;
        if (!a.is_read) updated++;
        a.is_read = true;
      }
      return jsonResponse(200, { data: { updated } });
    }
    if (parsed.pathname === '/api/system-notification') {
      const limit = Number(parsed.searchParams.get('limit'));
      lists.push(limit);
      return jsonResponse(200, {
        data: { paginated_result: all.slice(0, limit) },
        metadata: { page: 1, total_count: all.length, total_page: Math.ceil(all.length / limit) },
      });
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return { fetch, patches, lists };
}

let observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.entry);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reachBottom() {
  for (const { callback, target } of observers)
    if (target)
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
}

describe('the megaphone (AnnouncementsRuntime)', () => {
  it("shows the unread count with the scope, '99+' above 99", async () => {
    const all = makeAnnouncements(150).map((a) => ({ ...a, is_read: false }));
    const server = fakeServer(all);
    renderWithProviders(<AnnouncementsRuntime userId={5} accessRight={[SCOPE]} live={false} />);
    expect((await screen.findByTestId('announcements-count')).textContent).toContain('99+');
    expect(screen.getByTestId('announcements-button').getAttribute('aria-label')).toBe(
      'Pengumuman, 150 belum dibaca',
    );
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not load the count without system_notification:read', async () => {
    const server = fakeServer(makeAnnouncements(3));
    renderWithProviders(<AnnouncementsRuntime userId={5} accessRight={[]} live={false} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('announcements-count')).toBeNull();
    expect(screen.getByTestId('announcements-button').getAttribute('aria-label')).toBe(
      'Pengumuman',
    );
  });
});

describe('AnnouncementsTopbar', () => {
  it('shows the megaphone at once and loads the list on the first click', async () => {
    const server = fakeServer(makeAnnouncements(4));
    renderWithProviders(<AnnouncementsTopbar userId={5} accessRight={[SCOPE]} live={false} />);
    const button = screen.getByTestId('announcements-button');
    expect(server.fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('announcements-dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByTestId('announcements-dialog')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(4));
    expect(await screen.findByTestId('announcements-count')).toBeTruthy();
  });
});

describe('AnnouncementsDialog', () => {
  it('lists the newest 10, then 10 more at the bottom until the total', async () => {
    const server = fakeServer(makeAnnouncements(25));
    renderWithProviders(<AnnouncementsDialog userId={5} visible onHide={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(10));
    expect(server.lists[0]).toBe(10);
    act(() => reachBottom());
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(20));
    act(() => reachBottom());
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(25));
    expect(server.lists.filter((l) => l !== 10)).toEqual([20, 30]);
    expect(screen.queryByTestId('announcements-more')).toBeNull();
  });

  it('shows markup in a title as text, marks one read on opening it and shows its image', async () => {
    const server = fakeServer(makeAnnouncements(4));
    renderWithProviders(<AnnouncementsDialog userId={5} visible onHide={vi.fn()} />);
    const [first] = await screen.findAllByTestId('announcement-item');
    if (!first) throw new Error('no item');
    expect(within(first).getByTestId('announcement-title').textContent).toBe(MARKUP);
    expect(first.querySelector('b, img')).toBeNull();
    expect(first?.getAttribute('data-read')).toBe('false');

    fireEvent.click(first);
    const action = await screen.findByTestId('announcement-action-dialog');
    expect(within(action).getByTestId('announcement-image')?.getAttribute('src')).toBe(
      '/static/banners/driver-score.png',
    );
    expect(action.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(server.patches).toEqual([
        expect.objectContaining({ is_read: true, system_notification_uuid: uuidOf(1) }),
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('announcement-item')[0]?.getAttribute('data-read')).toBe('true'),
    );
    fireEvent.click(within(action).getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-action-dialog')).toBeNull());
  });

  it('opens links in a new tab and marks all as read', async () => {
    const server = fakeServer(makeAnnouncements(4));
    renderWithProviders(<AnnouncementsDialog userId={5} visible onHide={vi.fn()} />);
    const items = await screen.findAllByTestId('announcement-item');
    expect(items[1]?.getAttribute('href')).toBe('https://armada.example/x');
    expect(items[1]?.getAttribute('target')).toBe('_blank');
    expect(items[2]?.getAttribute('href')).toBe(`${window.location.origin}/profile`);
    expect(items[2]?.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByTestId('announcements-mark-all'));
    await waitFor(() =>
      expect(server.patches).toEqual([
        expect.not.objectContaining({ system_notification_uuid: expect.anything() }),
      ]),
    );
    await waitFor(() =>
      forAll(screen.getAllByTestId('announcement-item'), (item) =>
        expect(item?.getAttribute('data-read')).toBe('true'),
      ),
    );
    expect((screen.getByTestId('announcements-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty and error states', async () => {
    fakeServer([]);
    const { unmount } = renderWithProviders(
      <AnnouncementsDialog userId={5} visible onHide={vi.fn()} />,
    );
    expect((await screen.findByTestId('announcements-empty')).textContent).toContain(
      'Belum ada pengumuman.',
    );
    unmount();
    mockFetch(() => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }));
    renderWithProviders(<AnnouncementsDialog userId={5} visible onHide={vi.fn()} />, {
      language: 'en',
    });
    expect((await screen.findByTestId('announcements-error')).textContent).toContain(
      'Announcements could not be loaded.',
    );
  });
});

function forAll<T>(items: T[], check: (item: T) => void): void {
  for (const item of items) check(item);
}

import type { PublicTracking } from '@armada/contracts/tracking-links';
import { clockTime, dayTime, etaWords } from './eta-words';
import { TEXTS, type TrackingLanguage, type TrackingTexts } from './texts';
import { loadView, openStream } from './tracking-api';
import type { TrackingMap } from './tracking-map';

/**
 * The public tracking page (docs/rules/tracking-links.md §4): the link's view in words, then its
 * map, kept current by the live stream until the link ends. Plain DOM, no framework: the page's
 * JavaScript before the map stays small (TRK-15). Every value from the server goes in as text.
 */
type Ended = 'EXPIRED' | 'REVOKED' | 'NOT_FOUND' | 'ERROR';

const LANGUAGE_KEY = 'armada.tracking.language';
/** A clock with a slash: the ended page's picture (a constant, never data from the server). */
const ENDED_ICON =
  '<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true"><circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" stroke-width="3"/><path d="M24 13v11l7 5" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><path d="M9 39 39 9" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg>';
/** The minutes left are said again this often. */
const RETELL_MS = 30_000;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function tokenOf(path: string): string {
  const raw = path.replace(/^\/t\//, '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function chosenLanguage(search: string): TrackingLanguage {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'id') return asked;
  try {
    const kept = localStorage.getItem(LANGUAGE_KEY);
    if (kept === 'en' || kept === 'id') return kept;
  } catch {
    // Storage may be closed (private mode): Indonesian, the default.
  }
  return 'id';
}

export function startTrackingPage(root: HTMLElement, location: Location): void {
  const token = tokenOf(location.pathname);
  let language = chosenLanguage(location.search);
  let view: PublicTracking | null = null;
  let ended: Ended | null = null;
  let lost = false;
  let closeStream: (() => void) | null = null;
  let expiryTimer = 0;
  let map: TrackingMap | null = null;
  let mapLoading = false;

  const switchButton = el('button', {
    type: 'button',
    class: 'tracking-language',
    'data-testid': 'tracking-language',
  });
  const card = el('section', { class: 'tracking-card', 'aria-live': 'polite' });
  const mapBox = el('div', {
    class: 'tracking-map',
    'data-testid': 'tracking-map',
    role: 'region',
  });
  const footer = el('footer', { class: 'tracking-footer' });
  root.replaceChildren(
    el(
      'header',
      { class: 'tracking-header' },
      el('span', { class: 'tracking-brand' }, 'Armada'),
      switchButton,
    ),
    el('main', { class: 'tracking-main' }, card, mapBox),
    footer,
  );
  switchButton.addEventListener('click', () => {
    language = language === 'id' ? 'en' : 'id';
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not kept: the choice holds for this visit.
    }
    render();
  });

  const texts = (): TrackingTexts => TEXTS[language];

  function end(kind: Ended): void {
    ended = kind;
    closeStream?.();
    closeStream = null;
    window.clearTimeout(expiryTimer);
    render();
  }

  /** TRK-12: the page ends by itself when its clock passes the expiry it was given. */
  function watchExpiry(expiresOn: string): void {
    window.clearTimeout(expiryTimer);
    const left = Date.parse(expiresOn) - Date.now();
    if (left <= 0) end('EXPIRED');
    else expiryTimer = window.setTimeout(() => end('EXPIRED'), Math.min(left, 2 ** 31 - 1));
  }

  function show(next: PublicTracking): void {
    if (ended) return;
    view = next;
    lost = false;
    watchExpiry(next.expires_on);
    render();
    void showOnMap(next);
  }

  async function showOnMap(next: PublicTracking): Promise<void> {
    if (!next.position && !next.stop) return;
    if (!map && !mapLoading) {
      mapLoading = true;
      try {
        const { createTrackingMap } = await import('./tracking-map');
        map = await createTrackingMap(mapBox);
      } catch {
        mapLoading = false;
        return;
      }
    }
    if (map && view && !ended) map.show(view.position, view.stop);
  }

  function row(label: string, value: string, testId: string): HTMLElement {
    return el(
      'div',
      { class: 'tracking-row' },
      el('dt', {}, label),
      el('dd', { 'data-testid': testId }, value),
    );
  }

  function renderView(current: PublicTracking, words: TrackingTexts): Node[] {
    const zone = { offsetMinutes: current.utc_offset_minutes, label: current.zone_label };
    const nodes: Node[] = [el('h1', {}, words.title[current.target])];
    const stop = current.stop;
    if (stop) {
      if (stop.status === 'DELIVERED' && stop.delivered_on) {
        nodes.push(
          el(
            'p',
            { class: 'tracking-eta is-done', 'data-testid': 'tracking-eta' },
            words.deliveredAt(clockTime(Date.parse(stop.delivered_on), zone, language)),
          ),
        );
      } else if (stop.eta_on) {
        nodes.push(
          el(
            'p',
            { class: 'tracking-eta', 'data-testid': 'tracking-eta' },
            etaWords(Date.parse(stop.eta_on), Date.now(), zone, language, words),
          ),
        );
      }
      nodes.push(
        el(
          'p',
          {
            class: `tracking-status is-${stop.status.toLowerCase()}`,
            'data-testid': 'tracking-status',
          },
          words.status[stop.status],
        ),
      );
    }
    const facts = el('dl', { class: 'tracking-facts' });
    if (current.license_plate)
      facts.append(row(words.plate, current.license_plate, 'tracking-plate'));
    if (current.driver_first_name)
      facts.append(row(words.driver, current.driver_first_name, 'tracking-driver'));
    if (current.position) {
      facts.append(
        row(
          words.updated,
          clockTime(Date.parse(current.position.reported_on), zone, language),
          'tracking-updated',
        ),
      );
    }
    if (facts.childElementCount > 0) nodes.push(facts);
    if (!current.position) {
      const settled = stop !== null && ['DELIVERED', 'FAILED', 'SKIPPED'].includes(stop.status);
      if (!settled) {
        nodes.push(
          el(
            'p',
            { class: 'tracking-note' },
            current.shows.includes('position') ? words.positionUnknown : words.positionHidden,
          ),
        );
      }
    }
    if (lost)
      nodes.push(el('p', { class: 'tracking-note is-warning', role: 'status' }, words.offline));
    nodes.push(
      el(
        'p',
        { class: 'tracking-expiry' },
        words.validUntil(dayTime(Date.parse(current.expires_on), zone, language)),
      ),
    );
    return nodes;
  }

  function render(): void {
    const words = texts();
    document.documentElement.lang = language;
    switchButton.textContent = words.switchTo;
    switchButton.setAttribute('aria-label', words.switchLabel);
    switchButton.setAttribute('lang', language === 'id' ? 'en' : 'id');
    mapBox.setAttribute('aria-label', words.mapLabel);
    footer.textContent = words.poweredBy;
    if (ended) {
      const message = words.ended[ended];
      document.title = `${message.title} · Armada`;
      card.className = 'tracking-card is-ended';
      card.setAttribute('data-testid', 'tracking-ended');
      const icon = el('div', { class: 'tracking-ended-icon', 'aria-hidden': 'true' });
      icon.innerHTML = ENDED_ICON;
      card.replaceChildren(icon, el('h1', {}, message.title), el('p', {}, message.body));
      mapBox.hidden = true;
      return;
    }
    card.className = 'tracking-card';
    card.setAttribute('data-testid', 'tracking-card');
    if (!view) {
      document.title = 'Armada';
      card.replaceChildren(el('p', { class: 'tracking-note' }, words.loading));
      return;
    }
    document.title = `${words.title[view.target]} · Armada`;
    card.replaceChildren(...renderView(view, words));
    mapBox.hidden = !view.position && !view.stop;
  }

  async function refresh(): Promise<boolean> {
    const loaded = await loadView(token);
    if (loaded.kind === 'view') {
      show(loaded.view);
      return true;
    }
    if (loaded.kind === 'ended') end(loaded.status);
    else if (loaded.kind === 'not-found') end('NOT_FOUND');
    else if (!view) end('ERROR');
    return false;
  }

  render();
  window.setInterval(() => {
    if (view && !ended) render();
  }, RETELL_MS);
  void refresh().then((open) => {
    if (!open || ended) return;
    closeStream = openStream(token, {
      view: show,
      end: (status) => end(status),
      lost: () => {
        if (ended || lost) return;
        lost = true;
        render();
      },
      refused: () => {
        closeStream = null;
        void refresh();
      },
    });
  });
}

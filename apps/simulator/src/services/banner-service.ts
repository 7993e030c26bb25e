import type { Banner, BannerListResponse } from '@armada/contracts/company';
import type { Clock } from '../domain/clock';
import { GLOBAL_COMPANY_ID } from '../domain/records';
import type { DocumentStore } from '../store/document-store';

/** BANNER-1: banners by host name first; the default banners otherwise (docs/rules/shell.md §4). */
export class BannerService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  byDomain(domain: string): BannerListResponse {
    const host = domain.trim().toLowerCase().replace(/:\d+$/, '');
    const owner = this.store.find(
      'companies',
      (c) => (c.company.domainName ?? '').toLowerCase() === host,
    )?.record;
    const own = owner ? this.store.list('banners', owner.id) : [];
    return { data: this.active(own.filter((b) => (b.domain ?? '').toLowerCase() === host)) };
  }

  defaults(): BannerListResponse {
    return { data: this.active(this.store.list('banners', GLOBAL_COMPANY_ID)) };
  }

  private active(banners: readonly Banner[]): Banner[] {
    const now = this.clock.now();
    return banners.filter((b) => Date.parse(b.start_on) <= now && now <= Date.parse(b.end_on));
  }
}

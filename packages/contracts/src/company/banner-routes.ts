import Type from 'typebox';
import { BannerByDomainQuerySchema, BannerListResponseSchema } from './banner';
import { API_BASES, defineRoute } from '../shared/route-definition';

export const getCompanyBannersRoute = defineRoute({
  id: 'getCompanyBanners',
  method: 'GET',
  url: `${API_BASES.main}/banner-active/company`,
  summary: 'Active banners of the company serving this host name (may be empty: fall back)',
  tags: ['banner'],
  auth: true,
  schema: { querystring: BannerByDomainQuerySchema, response: { 200: BannerListResponseSchema } },
});

export const getActiveBannersRoute = defineRoute({
  id: 'getActiveBanners',
  method: 'GET',
  url: `${API_BASES.main}/banner-active`,
  summary: 'The default active banners',
  tags: ['banner'],
  auth: true,
  schema: { querystring: Type.Object({}), response: { 200: BannerListResponseSchema } },
});

export const bannerRoutes = [getCompanyBannersRoute, getActiveBannersRoute] as const;

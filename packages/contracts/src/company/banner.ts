import Type, { type Static } from 'typebox';

/**
 * The promotional banner shown on the dashboard after sign-in (docs/rules/shell.md §4):
 * `GET /api/banner-active/company?domain=<host>` first, else `GET /api/banner-active`.
 * `day_show` lists the weekdays it may show, Monday = 0, as a list or a comma string.
 */
export const BannerDayShowSchema = Type.Union([
  Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
  Type.String({ pattern: '^[0-6](,[0-6])*$' }),
]);
export type BannerDayShow = Static<typeof BannerDayShowSchema>;

export const BannerSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  description: Type.String(),
  image_url: Type.String(),
  link_url: Type.Union([Type.String(), Type.Null()]),
  day_show: BannerDayShowSchema,
  /** Host name of a white-label domain; null for the default banner. */
  domain: Type.Union([Type.String(), Type.Null()]),
  start_on: Type.String({ format: 'date-time' }),
  end_on: Type.String({ format: 'date-time' }),
});
export type Banner = Static<typeof BannerSchema>;

export const BannerListResponseSchema = Type.Object({ data: Type.Array(BannerSchema) });
export type BannerListResponse = Static<typeof BannerListResponseSchema>;

export const BannerByDomainQuerySchema = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 253 }) },
  { additionalProperties: false },
);
export type BannerByDomainQuery = Static<typeof BannerByDomainQuerySchema>;

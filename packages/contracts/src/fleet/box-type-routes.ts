import { boxTypeList } from '../shared/list-fields';
import { BoxTypeSchema } from './box-type';
import { ListQuerySchema, ListResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

export const listBoxTypesRoute = defineRoute({
  id: 'listBoxTypes',
  method: 'GET',
  url: `${API_BASES.main}/box-type`,
  summary: 'Cargo box types with weight (kg) and volume (cbm) capacity',
  tags: ['vehicle'],
  auth: true,
  list: boxTypeList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(BoxTypeSchema) } },
});

export const boxTypeRoutes = [listBoxTypesRoute] as const;

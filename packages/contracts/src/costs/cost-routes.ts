import {
  CostEntryListQuerySchema,
  CostEntryPageSchema,
  CostEntrySchema,
  CostImportRequestSchema,
  CostImportSchema,
  CostSummaryQuerySchema,
  CostSummarySchema,
  CreateCostEntryRequestSchema,
  FuelMatchQuerySchema,
  FuelMatchSchema,
} from './costs';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/cost`;
const tags = ['costs'];
const Entry = ItemResponseSchema(CostEntrySchema);

/** COST-1, COST-3. */
export const listCostEntriesRoute = defineRoute({
  id: 'listCostEntries',
  method: 'GET',
  url: `${base}/entry`,
  summary:
    "The company's fuel, toll and other costs, newest first, paged and filtered, with the total of every match",
  tags,
  auth: true,
  schema: { querystring: CostEntryListQuerySchema, response: { 200: CostEntryPageSchema } },
});

export const getCostEntryRoute = defineRoute({
  id: 'getCostEntry',
  method: 'GET',
  url: `${base}/entry/:id`,
  summary: 'One cost entry',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Entry } },
});

/** COST-1, COST-2. */
export const createCostEntryRoute = defineRoute({
  id: 'createCostEntry',
  method: 'POST',
  url: `${base}/entry`,
  summary:
    'Enter a fuel purchase (litres required), a toll payment or another cost (category required), whole Rupiah',
  tags,
  auth: true,
  schema: { body: CreateCostEntryRequestSchema, response: { 201: Entry } },
});

/** COST-13: a manual entry corrected, checked as a new one (COST-2). */
export const updateCostEntryRoute = defineRoute({
  id: 'updateCostEntry',
  method: 'PUT',
  url: `${base}/entry/:id`,
  summary:
    'Correct a cost entered by hand (every field, checked as a new entry); an imported statement row is not edited',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: CreateCostEntryRequestSchema, response: { 200: Entry } },
});

/** COST-3. */
export const deleteCostEntryRoute = defineRoute({
  id: 'deleteCostEntry',
  method: 'DELETE',
  url: `${base}/entry/:id`,
  summary: 'Remove a cost entered or imported by mistake; answers the entry removed',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Entry } },
});

/** COST-4, COST-5. */
export const importCostStatementRoute = defineRoute({
  id: 'importCostStatement',
  method: 'POST',
  url: `${base}/import`,
  summary:
    'Import a fuel-card or e-toll statement (CSV, base64, at most 2 MB): every row or none; a refusal names the row',
  tags,
  auth: true,
  schema: {
    body: CostImportRequestSchema,
    response: { 201: ItemResponseSchema(CostImportSchema) },
  },
});

/** COST-6, COST-7, COST-8. */
export const getCostSummaryRoute = defineRoute({
  id: 'getCostSummary',
  method: 'GET',
  url: `${base}/summary`,
  summary:
    'Costs per month and per vehicle per month (fuel, toll, maintenance, other), with cost per kilometre and per delivery',
  tags,
  auth: true,
  schema: { querystring: CostSummaryQuerySchema, response: { 200: CostSummarySchema } },
});

/** COST-9. */
export const getFuelMatchRoute = defineRoute({
  id: 'getFuelMatch',
  method: 'GET',
  url: `${base}/fuel-match`,
  summary:
    "A month's fuel purchases matched against the refills read from the tank; unmatched ones on either side are flagged",
  tags,
  auth: true,
  schema: { querystring: FuelMatchQuerySchema, response: { 200: FuelMatchSchema } },
});

export const costRoutes = [
  listCostEntriesRoute,
  getCostEntryRoute,
  createCostEntryRoute,
  updateCostEntryRoute,
  deleteCostEntryRoute,
  importCostStatementRoute,
  getCostSummaryRoute,
  getFuelMatchRoute,
] as const;

import Type from 'typebox';
import {
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  FeedbackStatusResponseSchema,
} from './feedback';
import { API_BASES, defineRoute } from '../shared/route-definition';

export const createFeedbackRoute = defineRoute({
  id: 'createFeedback',
  method: 'POST',
  url: `${API_BASES.main}/feedback`,
  summary: 'Answer the monthly survey: point 1..5 (default 5) and an optional comment',
  tags: ['feedback'],
  auth: true,
  schema: { body: FeedbackRequestSchema, response: { 201: FeedbackResponseSchema } },
});

export const getFeedbackStatusRoute = defineRoute({
  id: 'getFeedbackStatus',
  method: 'GET',
  url: `${API_BASES.main}/feedback-status`,
  summary: 'data.status is true once the user answered the survey this month',
  tags: ['feedback'],
  auth: true,
  schema: { querystring: Type.Object({}), response: { 200: FeedbackStatusResponseSchema } },
});

export const feedbackRoutes = [createFeedbackRoute, getFeedbackStatusRoute] as const;

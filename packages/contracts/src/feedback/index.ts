// The satisfaction survey and its REST routes.
export {
  FEEDBACK_LIMITS,
  FeedbackRequestSchema,
  FeedbackSchema,
  FeedbackResponseSchema,
  FeedbackStatusResponseSchema,
  type FeedbackRequest,
  type Feedback,
  type FeedbackResponse,
  type FeedbackStatusResponse,
} from './feedback';
export { createFeedbackRoute, getFeedbackStatusRoute, feedbackRoutes } from './feedback-routes';

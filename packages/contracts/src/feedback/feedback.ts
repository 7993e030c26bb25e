import Type, { type Static } from 'typebox';
import { FEEDBACK_LIMITS } from '../shared/values';

/** The monthly satisfaction survey (docs/rules/shell.md §3, §4 and §5): `POST /api/feedback`. */
export { FEEDBACK_LIMITS } from '../shared/values';

export const FeedbackRequestSchema = Type.Object(
  {
    /** 1 very dissatisfied to 5 very satisfied; 5 when left out. */
    point: Type.Optional(
      Type.Integer({
        minimum: FEEDBACK_LIMITS.minPoint,
        maximum: FEEDBACK_LIMITS.maxPoint,
        default: FEEDBACK_LIMITS.defaultPoint,
      }),
    ),
    comment: Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.commentMax })),
  },
  { additionalProperties: false },
);
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

export const FeedbackSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  point: Type.Integer({ minimum: FEEDBACK_LIMITS.minPoint, maximum: FEEDBACK_LIMITS.maxPoint }),
  comment: Type.String(),
  user_id: Type.Integer({ minimum: 1 }),
  created_on: Type.String({ format: 'date-time' }),
});
export type Feedback = Static<typeof FeedbackSchema>;

export const FeedbackResponseSchema = Type.Object({ data: FeedbackSchema });
export type FeedbackResponse = Static<typeof FeedbackResponseSchema>;

/** `GET /api/feedback-status`: `status` is true once the user answered this calendar month (WIB). */
export const FeedbackStatusResponseSchema = Type.Object({
  data: Type.Object({ status: Type.Boolean() }),
});
export type FeedbackStatusResponse = Static<typeof FeedbackStatusResponseSchema>;

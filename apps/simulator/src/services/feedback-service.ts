import {
  FEEDBACK_LIMITS,
  type FeedbackRequest,
  type FeedbackResponse,
  type FeedbackStatusResponse,
} from '@armada/contracts/feedback';
import type { Clock } from '../domain/clock';
import { toWibIso, wibYearMonth } from '../domain/wib-time';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';

export class FeedbackService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** FEED-1: point 1..5, 5 when left out; the comment is trimmed. */
  submit(auth: AuthContext, body: FeedbackRequest): Promise<FeedbackResponse> {
    return this.store.write((batch) => {
      const feedback = {
        id: this.store.reserveId('feedback'),
        point: body.point ?? FEEDBACK_LIMITS.defaultPoint,
        comment: (body.comment ?? '').trim(),
        user_id: auth.user.id,
        created_on: toWibIso(this.clock.now()),
      };
      batch.put('feedback', auth.company.id, feedback);
      return { data: feedback };
    });
  }

  /** FEED-2: true once the user answered during the current calendar month (WIB). */
  status(auth: AuthContext): FeedbackStatusResponse {
    const { year, month } = wibYearMonth(this.clock.now());
    const answered = this.store.list('feedback', auth.company.id).some((f) => {
      if (f.user_id !== auth.user.id) return false;
      const when = wibYearMonth(Date.parse(f.created_on));
      return when.year === year && when.month === month;
    });
    return { data: { status: answered } };
  }
}

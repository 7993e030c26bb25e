import type { Profile, ProfileResponse, UpdateProfileRequest } from '@armada/contracts/auth';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { UserRecord } from '../domain/records';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { cleanText, normaliseEmail, normalisePhone } from './normalise';
import { ServiceError } from './service-error';

function toProfile(user: UserRecord): Profile {
  return {
    userId: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    phoneNo: user.phoneNo,
    lastReminder: user.lastReminder,
    language: user.language,
  };
}

export class ProfileService {
  constructor(private readonly store: DocumentStore) {}

  get(auth: AuthContext): ProfileResponse {
    return { data: toProfile(this.current(auth)) };
  }

  /** PROFILE-1: only the given fields change; e-mail lowercased, phone as +62... */
  update(auth: AuthContext, body: UpdateProfileRequest): Promise<ProfileResponse> {
    return this.store.write((batch) => {
      const next: UserRecord = { ...this.current(auth), accessRight: [...auth.user.accessRight] };
      if (body.fullname !== undefined) {
        const fullname = cleanText(body.fullname);
        if (!fullname) {
          throw ServiceError.validation('body.fullname must not be blank', {
            reason: SERVER_ERROR_REASONS.profileFullnameRequired,
            field: 'body.fullname',
          });
        }
        next.fullname = fullname;
      }
      if (body.email !== undefined) next.email = normaliseEmail(body.email);
      if (body.phoneNo !== undefined) next.phoneNo = normalisePhone(body.phoneNo);
      if (body.lastReminder !== undefined) next.lastReminder = body.lastReminder;
      if (body.language !== undefined) next.language = body.language;
      batch.put('users', auth.company.id, next);
      return { data: toProfile(next) };
    });
  }

  private current(auth: AuthContext): UserRecord {
    return this.store.get('users', auth.company.id, auth.user.id) ?? auth.user;
  }
}

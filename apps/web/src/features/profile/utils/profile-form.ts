import type { Profile, UpdateProfileRequest } from '@armada/contracts/auth';
import { INDONESIAN_PHONE_PATTERN } from '@armada/contracts/customers';

export interface ProfileFormValues {
  fullname: string;
  email: string;
  phoneNo: string;
}

export type ProfileFormErrors = Partial<
  Record<
    keyof ProfileFormValues,
    | 'fullnameRequired'
    | 'fullnameTooLong'
    | 'emailInvalid'
    | 'phoneInvalid'
    | 'emailRequired'
    | 'phoneRequired'
  >
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = new RegExp(INDONESIAN_PHONE_PATTERN);
const FULLNAME_MAX = 100;

export function profileFormValues(profile: Profile): ProfileFormValues {
  return { fullname: profile.fullname, email: profile.email ?? '', phoneNo: profile.phoneNo ?? '' };
}

/** The same rules as the contract (UpdateProfileRequest), as messages the form can show. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const fullname = values.fullname.trim();
  if (fullname === '') errors.fullname = 'fullnameRequired';
  else if (fullname.length > FULLNAME_MAX) errors.fullname = 'fullnameTooLong';
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = 'emailInvalid';
  const phone = values.phoneNo.trim();
  if (phone !== '' && !PHONE.test(phone)) errors.phoneNo = 'phoneInvalid';
  return errors;
}

/** Only what changed; an emptied e-mail or phone is sent as null. Null when nothing changed. */
export function profileChanges(
  profile: Profile,
  values: ProfileFormValues,
): UpdateProfileRequest | null {
  const changes: UpdateProfileRequest = {};
  const fullname = values.fullname.trim();
  if (fullname !== profile.fullname) changes.fullname = fullname;
  const email = values.email.trim() || null;
  if (email !== profile.email) changes.email = email;
  const phoneNo = values.phoneNo.trim() || null;
  if (phoneNo !== profile.phoneNo) changes.phoneNo = phoneNo;
  return Object.keys(changes).length === 0 ? null : changes;
}

export type ContactField = 'email' | 'phoneNo';

/**
 * The Add Number and Add Email pages (the contact reminder's targets): the value is required,
 * then checked as the profile form checks it. Null when it is valid.
 */
export function validateContact(
  field: ContactField,
  value: string,
): 'emailRequired' | 'phoneRequired' | 'emailInvalid' | 'phoneInvalid' | null {
  const trimmed = value.trim();
  if (field === 'email') {
    if (trimmed === '') return 'emailRequired';
    return EMAIL.test(trimmed) ? null : 'emailInvalid';
  }
  if (trimmed === '') return 'phoneRequired';
  return PHONE.test(trimmed) ? null : 'phoneInvalid';
}

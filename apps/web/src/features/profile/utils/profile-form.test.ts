import { describe, expect, it } from 'vitest';
import type { Profile } from '@armada/contracts';
import { profileChanges, profileFormValues, validateProfileForm } from './profile-form';

const profile: Profile = {
  userId: 1,
  username: 'admin',
  fullname: 'Rina Wulandari',
  email: 'rina@armada.co.id',
  phoneNo: null,
  lastReminder: null,
  language: 'id',
};

describe('profile form', () => {
  it('starts from the profile', () => {
    expect(profileFormValues(profile)).toEqual({
      fullname: 'Rina Wulandari',
      email: 'rina@armada.co.id',
      phoneNo: '',
    });
  });

  it('requires a name and checks e-mail and Indonesian phone formats', () => {
    expect(validateProfileForm({ fullname: ' ', email: 'nope', phoneNo: '12' })).toEqual({
      fullname: 'fullnameRequired',
      email: 'emailInvalid',
      phoneNo: 'phoneInvalid',
    });
    expect(validateProfileForm({ fullname: 'Rina', email: '', phoneNo: '0812 3456 7890' })).toEqual(
      {},
    );
    expect(validateProfileForm({ fullname: 'x'.repeat(101), email: '', phoneNo: '' })).toEqual({
      fullname: 'fullnameTooLong',
    });
  });

  it('sends only what changed, emptied contacts as null', () => {
    expect(profileChanges(profile, profileFormValues(profile))).toBeNull();
    expect(
      profileChanges(profile, { fullname: ' Rina W ', email: '', phoneNo: '+6281234567890' }),
    ).toEqual({ fullname: 'Rina W', email: null, phoneNo: '+6281234567890' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Profile } from '@armada/contracts/auth';
import {
  profileChanges,
  profileFormValues,
  validateContact,
  validateProfileForm,
} from './profile-form';

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

describe('Add Number and Add Email (docs/rules/alert-center.md §2)', () => {
  it('require the value and check its format', () => {
    expect(validateContact('phoneNo', '  ')).toBe('phoneRequired');
    expect(validateContact('phoneNo', '12345')).toBe('phoneInvalid');
    expect(validateContact('phoneNo', '0812 3456 7890')).toBeNull();
    expect(validateContact('phoneNo', '+6281234567890')).toBeNull();
    expect(validateContact('email', '')).toBe('emailRequired');
    expect(validateContact('email', 'dewi@')).toBe('emailInvalid');
    expect(validateContact('email', ' dewi@armada.co.id ')).toBeNull();
  });
});

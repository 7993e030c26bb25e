import Type, { type Static } from 'typebox';
import { INDONESIAN_PHONE_PATTERN } from '../customers/customer';

/**
 * The signed-in user's profile (`GET`/`PATCH /api/user/profile`; docs/rules/alert-center.md §3
 * reads email, phoneNo and lastReminder for the contact reminder).
 */
export const ProfileSchema = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  username: Type.String(),
  fullname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phoneNo: Type.Union([Type.String(), Type.Null()]),
  /** When the contact reminder was last shown (ISO datetime), null if never. */
  lastReminder: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  language: Type.Union([Type.Literal('id'), Type.Literal('en')]),
});
export type Profile = Static<typeof ProfileSchema>;

export const UpdateProfileRequestSchema = Type.Object(
  {
    fullname: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    email: Type.Optional(
      Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]),
    ),
    phoneNo: Type.Optional(
      Type.Union([Type.String({ pattern: INDONESIAN_PHONE_PATTERN }), Type.Null()]),
    ),
    lastReminder: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    language: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('en')])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;

export const ProfileResponseSchema = Type.Object({ data: ProfileSchema });
export type ProfileResponse = Static<typeof ProfileResponseSchema>;

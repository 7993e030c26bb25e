import Type from 'typebox';
import { ProfileResponseSchema, UpdateProfileRequestSchema } from './profile';
import { API_BASES, defineRoute } from '../shared/route-definition';

export const getProfileRoute = defineRoute({
  id: 'getProfile',
  method: 'GET',
  url: `${API_BASES.main}/user/profile`,
  summary: "The signed-in user's profile",
  tags: ['profile'],
  auth: true,
  schema: { querystring: Type.Object({}), response: { 200: ProfileResponseSchema } },
});

export const updateProfileRoute = defineRoute({
  id: 'updateProfile',
  method: 'PATCH',
  url: `${API_BASES.main}/user/profile`,
  summary: 'Change e-mail, phone number, name, language or the last reminder time',
  tags: ['profile'],
  auth: true,
  schema: { body: UpdateProfileRequestSchema, response: { 200: ProfileResponseSchema } },
});

export const profileRoutes = [getProfileRoute, updateProfileRoute] as const;

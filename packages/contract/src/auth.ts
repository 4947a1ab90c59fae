import { z } from 'zod';
import { type PermissionsMap, ROLE_SLUGS, type RoleSlug } from './roles.ts';

/** The OpenID Connect client of the console. */
export const CONSOLE_CLIENT_ID = 'reelbase-console';
/** The audience (resource indicator) of the API's access tokens. */
export const API_AUDIENCE = 'urn:reelbase:api';
export const API_SCOPE = 'api';
export const LOGIN_SCOPE = 'openid profile email';
export const STATE_LENGTH = 40;
export const VERIFIER_LENGTH = 128;
export const TOKEN_RETRY_LIMIT = 4;

/** Custom claims of an access token: the console decodes them into the auth user. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  role: z.enum(ROLE_SLUGS),
  company: z.object({ id: z.number().int(), company_name: z.string() }).nullable(),
  uploadEverywhere: z.boolean(),
  permissions: z.record(z.string(), z.union([z.literal(true), z.array(z.number().int())])),
});

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: RoleSlug;
  company: { id: number; company_name: string } | null;
  uploadEverywhere: boolean;
  permissions: PermissionsMap;
}

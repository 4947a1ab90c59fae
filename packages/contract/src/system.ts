import { z } from 'zod';
import { ROLE_SLUGS } from './roles.ts';

/** GET api/health: whether the server can reach its database and write its media storage. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  storage: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /version.json: the running build; the console reloads when `buildId` changes. */
export const versionInfoSchema = z.object({
  version: z.string(),
  buildId: z.string(),
  builtAt: z.string().nullable(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

const roleSchema = z.object({
  name: z.string(),
  slug: z.enum(ROLE_SLUGS),
  company_level: z.boolean(),
  library_level: z.boolean(),
});

/** GET api/roles: the company-level roles the viewer may give, and the per-library roles. */
export const rolesResponseSchema = z.object({
  allowedCompanyLevelRoles: z.array(roleSchema),
  libraryLevelRoles: z.array(roleSchema),
});
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

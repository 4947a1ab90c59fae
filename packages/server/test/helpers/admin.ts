import type { LibraryRoleSlug, RoleSlug } from '@reelbase/contract';
import type { Database } from '../../src/db/database.ts';
import {
  createDefaultTemplate,
  defaultSettings,
  insertTemplate,
} from '../../src/player-templates/player-templates-repository.ts';
import { signIn } from './oidc-client.ts';
import { addCompany, addLibrary, addUser, type Person } from './people.ts';
import type { TestServer } from './test-server.ts';

/** A company with one library (with its default template), one extra template and one read-only user. */
export interface CompanyFixture {
  companyId: number;
  libraryId: number;
  defaultTemplateId: number;
  templateId: number;
  readOnlyUserId: number;
}

export async function addCompanyFixture(db: Database, name: string): Promise<CompanyFixture> {
  const companyId = await addCompany(db, name);
  const libraryId = await addLibrary(db, companyId, `${name} library`);
  const defaultTemplateId = await createDefaultTemplate(db, libraryId);
  const templateId = await insertTemplate(db, { libraryId, name: 'Extra', isDefault: false, ...defaultSettings() });
  const reader = await addUser(db, {
    role: 'read-only',
    companyId,
    name: `${name} reader`,
    libraries: [{ id: libraryId, role: 'read-only' }],
  });
  return { companyId, libraryId, defaultTemplateId, templateId, readOnlyUserId: reader.id };
}

export const ALL_ROLES: readonly RoleSlug[] = [
  'super-admin',
  'system-admin',
  'company-admin',
  'editor',
  'read-only',
  'uploader',
];

export interface SignedInPerson extends Person {
  role: RoleSlug;
  token: string;
}

/** One signed-in user per role, all of `own`'s company; library roles hold their role in its library. */
export async function signInEveryRole(server: TestServer, own: CompanyFixture) {
  const people = {} as Record<RoleSlug, SignedInPerson>;
  await Promise.all(
    ALL_ROLES.map(async (role) => {
      const libraries =
        role === 'editor' || role === 'read-only' || role === 'uploader'
          ? [{ id: own.libraryId, role: role as LibraryRoleSlug }]
          : undefined;
      const person = await addUser(server.db, { role, companyId: own.companyId, libraries });
      const { tokens } = await signIn(server.baseUrl, person.email, person.password);
      people[role] = { ...person, role, token: tokens.access_token };
    }),
  );
  return people;
}

/** The smallest valid PNG (1x1 pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends one file as multipart/form-data. */
export async function upload(
  server: Pick<TestServer, 'baseUrl'>,
  route: string,
  options: { token: string; field: string; name: string; content: Buffer; type?: string },
) {
  const form = new FormData();
  form.append(
    options.field,
    new Blob([new Uint8Array(options.content)], { type: options.type ?? 'image/png' }),
    options.name,
  );
  const response = await fetch(new URL(route, server.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Waits until the check returns a value. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing happened within ${timeoutMs} ms`);
}

import {
  DEFAULT_CONTROLS_COLOR,
  PLAYER_TEMPLATE_DEFAULTS,
  PLAYER_TEMPLATE_FLAGS,
  PLAYER_TEMPLATE_TEXTS,
  type PlayerTemplate,
  type PlayerTemplateFlag,
} from '@reelbase/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { playerTemplates } from '../db/schema.ts';

export type PlayerTemplateRow = typeof playerTemplates.$inferSelect;

export type TemplateSettings = { controls_color: string } & Record<PlayerTemplateFlag, boolean>;

export function toPlayerTemplate(row: PlayerTemplateRow): PlayerTemplate {
  const template = {
    id: row.id,
    library_id: row.libraryId,
    name: row.name,
    is_default: row.isDefault ? 1 : 0,
    controls_color: row.controls_color,
  } as PlayerTemplate;
  for (const flag of PLAYER_TEMPLATE_FLAGS) template[flag] = row[flag];
  return template;
}

export function defaultSettings(): TemplateSettings {
  return { controls_color: DEFAULT_CONTROLS_COLOR, ...PLAYER_TEMPLATE_DEFAULTS };
}

/** The library's templates, the default first, then by name. */
export async function listTemplates(db: Executor, libraryId: number): Promise<PlayerTemplateRow[]> {
  return db
    .select()
    .from(playerTemplates)
    .where(eq(playerTemplates.libraryId, libraryId))
    .orderBy(desc(playerTemplates.isDefault), asc(playerTemplates.name), asc(playerTemplates.id));
}

export async function findTemplate(db: Executor, libraryId: number, id: number): Promise<PlayerTemplateRow | null> {
  const [row] = await db
    .select()
    .from(playerTemplates)
    .where(and(eq(playerTemplates.libraryId, libraryId), eq(playerTemplates.id, id)));
  return row ?? null;
}

export async function hasDefaultTemplate(db: Executor, libraryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerTemplates.id })
    .from(playerTemplates)
    .where(and(eq(playerTemplates.libraryId, libraryId), eq(playerTemplates.isDefault, true)));
  return row !== undefined;
}

/** Clears the default mark of every other template of the library (before marking a new default). */
export async function clearOtherDefaults(db: Executor, libraryId: number, keepId: number | null): Promise<void> {
  const others = keepId === null ? undefined : ne(playerTemplates.id, keepId);
  await db
    .update(playerTemplates)
    .set({ isDefault: false })
    .where(and(eq(playerTemplates.libraryId, libraryId), eq(playerTemplates.isDefault, true), others));
}

export async function insertTemplate(
  db: Executor,
  values: { libraryId: number; name: string; isDefault: boolean } & TemplateSettings,
): Promise<number> {
  const [row] = await db.insert(playerTemplates).values(values).returning({ id: playerTemplates.id });
  return row.id;
}

export async function updateTemplate(
  db: Executor,
  id: number,
  values: { name: string; isDefault: boolean } & TemplateSettings,
): Promise<void> {
  await db.update(playerTemplates).set(values).where(eq(playerTemplates.id, id));
}

export async function deleteTemplate(db: Executor, id: number): Promise<void> {
  await db.delete(playerTemplates).where(eq(playerTemplates.id, id));
}

/** The one default template every new library gets. */
export async function createDefaultTemplate(db: Executor, libraryId: number): Promise<number> {
  return insertTemplate(db, {
    libraryId,
    name: PLAYER_TEMPLATE_TEXTS.defaultName,
    isDefault: true,
    ...defaultSettings(),
  });
}

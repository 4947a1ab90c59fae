import {
  PLAYER_TEMPLATE_FLAGS,
  PLAYER_TEMPLATE_TEXTS,
  type PlayerTemplate,
  type playerTemplateInputSchema,
} from '@reelbase/contract';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { reachableLibrary } from '../libraries/libraries-service.ts';
import type { Viewer } from '../users/accounts.ts';
import {
  clearOtherDefaults,
  defaultSettings,
  deleteTemplate,
  findTemplate,
  hasDefaultTemplate,
  insertTemplate,
  listTemplates,
  type PlayerTemplateRow,
  type TemplateSettings,
  toPlayerTemplate,
  updateTemplate,
} from './player-templates-repository.ts';

type Input = z.output<typeof playerTemplateInputSchema>;

function settingsOf(input: Input, base: TemplateSettings): TemplateSettings {
  const settings: TemplateSettings = { ...base, controls_color: input.controls_color ?? base.controls_color };
  for (const flag of PLAYER_TEMPLATE_FLAGS) {
    const value = input[flag];
    if (value !== undefined) settings[flag] = value;
  }
  return settings;
}

function currentSettings(row: PlayerTemplateRow): TemplateSettings {
  const settings = { controls_color: row.controls_color } as TemplateSettings;
  for (const flag of PLAYER_TEMPLATE_FLAGS) settings[flag] = row[flag];
  return settings;
}

const wantsDefault = (value: Input['is_default']) => value === 1 || value === true;

export async function listPlayerTemplates(deps: ServiceDeps, viewer: Viewer, libraryId: number) {
  await reachableLibrary(deps, viewer, libraryId, 'manage-library');
  return (await listTemplates(deps.db, libraryId)).map(toPlayerTemplate);
}

/** The template select of the video panel: anyone who sees the library's videos. */
export async function playerTemplatesForVideo(deps: ServiceDeps, viewer: Viewer, libraryId: number) {
  await reachableLibrary(deps, viewer, libraryId, 'list-videos-of-libraries');
  return (await listTemplates(deps.db, libraryId)).map((row) => ({
    id: row.id,
    name: row.name,
    is_default: row.isDefault ? (1 as const) : (0 as const),
  }));
}

async function reachableTemplate(deps: ServiceDeps, viewer: Viewer, libraryId: number, id: number) {
  await reachableLibrary(deps, viewer, libraryId, 'manage-library');
  const row = await findTemplate(deps.db, libraryId, id);
  if (!row) throw new NotFoundError(PLAYER_TEMPLATE_TEXTS.notFound);
  return row;
}

export async function getPlayerTemplate(deps: ServiceDeps, viewer: Viewer, libraryId: number, id: number) {
  return toPlayerTemplate(await reachableTemplate(deps, viewer, libraryId, id));
}

/** Adds a template; it becomes the default when asked to, or when the library has none. */
export async function createPlayerTemplate(
  deps: ServiceDeps,
  viewer: Viewer,
  libraryId: number,
  input: Input,
): Promise<PlayerTemplate> {
  await reachableLibrary(deps, viewer, libraryId, 'manage-library');
  const id = await deps.db.transaction(async (tx) => {
    const isDefault = wantsDefault(input.is_default) || !(await hasDefaultTemplate(tx, libraryId));
    if (isDefault) await clearOtherDefaults(tx, libraryId, null);
    return insertTemplate(tx, { libraryId, name: input.name, isDefault, ...settingsOf(input, defaultSettings()) });
  });
  return getPlayerTemplate(deps, viewer, libraryId, id);
}

/** Updates a template; making it the default takes the mark from the previous default. */
export async function updatePlayerTemplate(
  deps: ServiceDeps,
  viewer: Viewer,
  libraryId: number,
  id: number,
  input: Input,
): Promise<PlayerTemplate> {
  const current = await reachableTemplate(deps, viewer, libraryId, id);
  if (current.isDefault && input.is_default !== undefined && !wantsDefault(input.is_default)) {
    throw new ValidationError(
      { is_default: [PLAYER_TEMPLATE_TEXTS.cannotUnsetDefault] },
      PLAYER_TEMPLATE_TEXTS.cannotUnsetDefault,
    );
  }
  const isDefault = current.isDefault || wantsDefault(input.is_default);
  await deps.db.transaction(async (tx) => {
    if (isDefault && !current.isDefault) await clearOtherDefaults(tx, libraryId, id);
    await updateTemplate(tx, id, { name: input.name, isDefault, ...settingsOf(input, currentSettings(current)) });
  });
  return getPlayerTemplate(deps, viewer, libraryId, id);
}

export async function deletePlayerTemplate(deps: ServiceDeps, viewer: Viewer, libraryId: number, id: number) {
  const current = await reachableTemplate(deps, viewer, libraryId, id);
  if (current.isDefault) {
    const message = PLAYER_TEMPLATE_TEXTS.cannotDeleteDefault;
    throw new ValidationError({ is_default: [message] }, message);
  }
  await deleteTemplate(deps.db, id);
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, libraries, playerTemplates, videos } from '../db/schema.ts';

/** A video with what its public pages show of its library and company. */
export interface ViewVideoRow {
  video: typeof videos.$inferSelect;
  library: {
    id: number;
    companyId: number;
    whitelistedDomains: string[];
    footerText: string | null;
    logoPath: string | null;
    viewingPageBackgroundPath: string | null;
  };
  company: { footerText: string | null; logoPath: string | null };
}

export async function findViewVideo(db: Executor, id: string): Promise<ViewVideoRow | null> {
  const [row] = await db
    .select({
      video: videos,
      library: {
        id: libraries.id,
        companyId: libraries.companyId,
        whitelistedDomains: libraries.whitelistedDomains,
        footerText: libraries.footerText,
        logoPath: libraries.logoPath,
        viewingPageBackgroundPath: libraries.viewingPageBackgroundPath,
      },
      company: { footerText: companies.footerText, logoPath: companies.logoPath },
    })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(eq(videos.id, id));
  return row ?? null;
}

/** The video's own template when it is one of its library's, else the library's default (or none). */
export async function findViewTemplate(db: Executor, libraryId: number, templateId: number | null) {
  if (templateId !== null) {
    const [own] = await db
      .select()
      .from(playerTemplates)
      .where(and(eq(playerTemplates.libraryId, libraryId), eq(playerTemplates.id, templateId)));
    if (own) return own;
  }
  const [fallback] = await db
    .select()
    .from(playerTemplates)
    .where(and(eq(playerTemplates.libraryId, libraryId), eq(playerTemplates.isDefault, true)));
  return fallback ?? null;
}

import type { UsageStats } from '@reelbase/contract';
import { inCompanyScope } from '../auth/scope.ts';
import { NotFoundError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import type { Viewer } from '../users/accounts.ts';
import { companyCounts, videoCounts } from './usage-stats-repository.ts';

/** Where a company's media (videos, encodings, thumbnails) is stored. */
const companyMediaPrefix = (companyId: number) => `companies/${companyId}`;

async function statsOf(deps: ServiceDeps, companyId?: number): Promise<UsageStats[]> {
  const [counts, videos] = await Promise.all([companyCounts(deps.db, companyId), videoCounts(deps.db)]);
  return Promise.all(
    counts.map(async (row) => ({
      company_id: row.companyId,
      company_name: row.companyName,
      nr_of_users: row.users,
      nr_of_libraries: row.libraries,
      nr_of_videos: videos.get(row.companyId) ?? 0,
      used_storage: await deps.storage.size(companyMediaPrefix(row.companyId)),
    })),
  );
}

export async function usageStatsOfCompany(deps: ServiceDeps, viewer: Viewer, companyId: number): Promise<UsageStats> {
  const [row] = inCompanyScope(viewer, companyId) ? await statsOf(deps, companyId) : [];
  if (!row) throw new NotFoundError('The company was not found.');
  return row;
}

/** Every company within the viewer's reach. */
export async function usageStatsOfAll(deps: ServiceDeps, viewer: Viewer): Promise<UsageStats[]> {
  const rows = await statsOf(deps);
  return rows.filter((row) => inCompanyScope(viewer, row.company_id));
}

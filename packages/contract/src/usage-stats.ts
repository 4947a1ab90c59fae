import { z } from 'zod';
import { RECORD_NOT_FOUND_MESSAGE, recordId } from './list.ts';

/** GET api/usage-stats/{companyId} and the rows of GET api/usage-stats; used_storage is in bytes. */
export const usageStatsSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  nr_of_users: z.number().int(),
  nr_of_libraries: z.number().int(),
  nr_of_videos: z.number().int(),
  used_storage: z.number().int(),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;
export const usageStatsListSchema = z.array(usageStatsSchema);

export const companyIdParamsSchema = z.object({ companyId: recordId(RECORD_NOT_FOUND_MESSAGE) });

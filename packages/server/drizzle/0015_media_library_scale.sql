-- Media library list at scale: the sort indexes carry the id tie-break in the sort's direction and the
-- columns the list filters on (library, privacy), and the number of videos per library and privacy is
-- kept up to date, so that the total of a list without a quick search is a sum of a few rows.
DROP INDEX IF EXISTS "videos_publish_idx";--> statement-breakpoint
CREATE INDEX "videos_publish_idx" ON "videos" USING btree ("publish_date","id") INCLUDE ("library_id","privacy");--> statement-breakpoint
DROP INDEX IF EXISTS "videos_title_sort_idx";--> statement-breakpoint
CREATE INDEX "videos_title_sort_idx" ON "videos" USING btree (lower("title"),"id") INCLUDE ("library_id","privacy");--> statement-breakpoint
DROP INDEX IF EXISTS "videos_library_publish_idx";--> statement-breakpoint
CREATE INDEX "videos_library_publish_idx" ON "videos" USING btree ("library_id","publish_date" DESC,"id" DESC) INCLUDE ("privacy");--> statement-breakpoint
DROP INDEX IF EXISTS "videos_privacy_publish_idx";--> statement-breakpoint
CREATE INDEX "videos_privacy_publish_idx" ON "videos" USING btree ("privacy","publish_date" DESC,"id" DESC) INCLUDE ("library_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "video_counts" (
	"library_id" integer NOT NULL,
	"privacy" text NOT NULL,
	"videos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_counts_pkey" PRIMARY KEY("library_id","privacy")
);--> statement-breakpoint
INSERT INTO "video_counts" ("library_id", "privacy", "videos")
	SELECT "library_id", "privacy", count(*) FROM "videos" GROUP BY "library_id", "privacy"
	ON CONFLICT ("library_id", "privacy") DO UPDATE SET "videos" = excluded."videos";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "video_counts_change"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	-- One upsert per statement, of the net change per library and privacy: an update that moves no
	-- video to another library or privacy writes nothing (and locks no row of the counts). The rows
	-- are locked in key order, so that two statements never wait for each other crosswise.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO video_counts (library_id, privacy, videos)
			SELECT library_id, privacy, count(*) FROM new_videos GROUP BY library_id, privacy ORDER BY library_id, privacy
			ON CONFLICT (library_id, privacy) DO UPDATE SET videos = video_counts.videos + excluded.videos;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO video_counts (library_id, privacy, videos)
			SELECT library_id, privacy, -count(*) FROM old_videos GROUP BY library_id, privacy ORDER BY library_id, privacy
			ON CONFLICT (library_id, privacy) DO UPDATE SET videos = video_counts.videos + excluded.videos;
	ELSE
		INSERT INTO video_counts (library_id, privacy, videos)
			SELECT library_id, privacy, sum(change) FROM (
				SELECT library_id, privacy, 1 AS change FROM new_videos
				UNION ALL
				SELECT library_id, privacy, -1 AS change FROM old_videos
			) AS changes
			GROUP BY library_id, privacy
			HAVING sum(change) <> 0
			ORDER BY library_id, privacy
			ON CONFLICT (library_id, privacy) DO UPDATE SET videos = video_counts.videos + excluded.videos;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "video_counts_clear"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	DELETE FROM video_counts;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "videos_count_insert" AFTER INSERT ON "videos" REFERENCING NEW TABLE AS new_videos
	FOR EACH STATEMENT EXECUTE FUNCTION "video_counts_change"();--> statement-breakpoint
CREATE TRIGGER "videos_count_update" AFTER UPDATE ON "videos" REFERENCING OLD TABLE AS old_videos NEW TABLE AS new_videos
	FOR EACH STATEMENT EXECUTE FUNCTION "video_counts_change"();--> statement-breakpoint
CREATE TRIGGER "videos_count_delete" AFTER DELETE ON "videos" REFERENCING OLD TABLE AS old_videos
	FOR EACH STATEMENT EXECUTE FUNCTION "video_counts_change"();--> statement-breakpoint
CREATE TRIGGER "videos_count_truncate" AFTER TRUNCATE ON "videos"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_counts_clear"();

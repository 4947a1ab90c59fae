-- Media library: quick search and listing indexes, video fields of the detail panels, copy and move.
CREATE OR REPLACE FUNCTION "video_search_text"("title" text, "description" text, "tags" text[]) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce(array_to_string("tags", ' '), '')) $$;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (video_search_text("videos"."title", "videos"."description", "videos"."tags")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "videos_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "videos_search_trgm_idx" ON "videos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_publish_idx" ON "videos" USING btree ("publish_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "videos_title_sort_idx" ON "videos" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "videos_privacy_publish_idx" ON "videos" USING btree ("privacy","publish_date" DESC NULLS LAST);

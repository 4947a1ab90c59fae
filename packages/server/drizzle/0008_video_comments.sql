-- Time-coded review comments on a video (public comments page and console).
CREATE TABLE "video_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" uuid NOT NULL,
	"message" text NOT NULL,
	"timecode" double precision DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"name" text NOT NULL,
	"email" text,
	"poster_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_comments_status_check" CHECK ("video_comments"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_comments_video_idx" ON "video_comments" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "video_comments_poster_idx" ON "video_comments" USING btree ("poster_key","created_at");

-- View statistics: received batches (idempotency), raw events, and per video per day roll-ups.
CREATE TABLE "view_event_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "view_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"position" double precision,
	"element_id" uuid,
	"country" text,
	"referrer" text,
	"device" text NOT NULL,
	"session_key" text NOT NULL,
	CONSTRAINT "view_events_type_check" CHECK ("view_events"."type" in ('impression', 'start', 'progress', 'end', 'click'))
);
--> statement-breakpoint
CREATE TABLE "view_daily_stats" (
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"ends" integer DEFAULT 0 NOT NULL,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "view_daily_stats_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
CREATE TABLE "view_daily_breakdowns" (
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "view_daily_breakdowns_video_id_kind_day_key_pk" PRIMARY KEY("video_id","kind","day","key"),
	CONSTRAINT "view_daily_breakdowns_kind_check" CHECK ("view_daily_breakdowns"."kind" in ('country', 'referrer', 'device'))
);
--> statement-breakpoint
CREATE TABLE "view_daily_sessions" (
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"session_key" text NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"furthest" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "view_daily_sessions_video_id_day_session_key_pk" PRIMARY KEY("video_id","day","session_key")
);
--> statement-breakpoint
ALTER TABLE "view_event_batches" ADD CONSTRAINT "view_event_batches_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_batch_id_view_event_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."view_event_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_daily_stats" ADD CONSTRAINT "view_daily_stats_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_daily_breakdowns" ADD CONSTRAINT "view_daily_breakdowns_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_daily_sessions" ADD CONSTRAINT "view_daily_sessions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_event_batches_received_idx" ON "view_event_batches" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "view_events_video_at_idx" ON "view_events" USING btree ("video_id","at");--> statement-breakpoint
CREATE INDEX "view_events_element_idx" ON "view_events" USING btree ("element_id","at") WHERE "view_events"."element_id" is not null;--> statement-breakpoint
CREATE INDEX "view_daily_stats_day_idx" ON "view_daily_stats" USING btree ("day","video_id");

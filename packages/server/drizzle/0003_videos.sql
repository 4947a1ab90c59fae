CREATE TABLE "encodings" (
	"video_id" uuid NOT NULL,
	"height" integer NOT NULL,
	"label" text NOT NULL,
	"extension" text DEFAULT 'mp4' NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"ready" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encodings_video_id_height_pk" PRIMARY KEY("video_id","height")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text DEFAULT 'upload' NOT NULL,
	"video_id" uuid NOT NULL,
	"user_id" integer,
	"library_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"privacy" text DEFAULT 'nobody' NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"mime_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" jsonb DEFAULT '{"type":"private","from":null,"until":null}'::jsonb NOT NULL,
	"internal_notes" text,
	"metadata" jsonb DEFAULT '{"agency":null,"projectNumber":null,"languages":[],"people":[],"uploadedBy":null}'::jsonb NOT NULL,
	"player_template_id" integer,
	"source_key" text,
	"thumbnail_key" text,
	"status" text DEFAULT 'uploading' NOT NULL,
	"failure_reason" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status_check" CHECK (status in ('uploading', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "encodings" ADD CONSTRAINT "encodings_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_player_template_id_player_templates_id_fk" FOREIGN KEY ("player_template_id") REFERENCES "public"."player_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_sessions_resume_idx" ON "upload_sessions" USING btree ("user_id","library_id","name","size");--> statement-breakpoint
CREATE INDEX "upload_sessions_expires_idx" ON "upload_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "videos_library_publish_idx" ON "videos" USING btree ("library_id","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);
CREATE TABLE "backup_mail_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_upload_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_upload_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"library_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_uploads" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"request_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "external_link_id" integer;--> statement-breakpoint
ALTER TABLE "external_upload_links" ADD CONSTRAINT "external_upload_links_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_upload_links" ADD CONSTRAINT "external_upload_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_uploads" ADD CONSTRAINT "external_uploads_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_uploads" ADD CONSTRAINT "external_uploads_link_id_external_upload_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."external_upload_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_upload_links_token_hash_unique" ON "external_upload_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_upload_links_library_idx" ON "external_upload_links" USING btree ("library_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "external_uploads_link_idx" ON "external_uploads" USING btree ("link_id");--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_external_link_id_external_upload_links_id_fk" FOREIGN KEY ("external_link_id") REFERENCES "public"."external_upload_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_sessions_external_link_idx" ON "upload_sessions" USING btree ("external_link_id");
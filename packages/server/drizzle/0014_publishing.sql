-- Publishing: the companies' accounts at the Vimeo-like and YouTube-like services (tokens encrypted),
-- the single-use OAuth states of a linking in progress, and the publications with their resumable uploads.
CREATE TABLE IF NOT EXISTS "publishing_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publishing_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"external_id" text NOT NULL,
	"paid_tier" boolean DEFAULT false NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_encrypted" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_accounts_platform_check" CHECK (platform in ('vimeo', 'youtube')),
	CONSTRAINT "publishing_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "publishing_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "publishing_accounts_name_unique" ON "publishing_accounts" USING btree ("company_id","platform",lower("name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "publishing_oauth_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publishing_oauth_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"platform" text NOT NULL,
	"company_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text,
	"access_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "publishing_oauth_states_platform_check" CHECK (platform in ('vimeo', 'youtube')),
	CONSTRAINT "publishing_oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "publishing_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "publishing_oauth_states_hash_unique" ON "publishing_oauth_states" USING btree ("state_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publishing_oauth_states_expires_idx" ON "publishing_oauth_states" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" uuid NOT NULL,
	"account_id" integer,
	"account_name" text NOT NULL,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"privacy" text NOT NULL,
	"password_encrypted" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"rejection_reason" text,
	"uri" text,
	"link" text,
	"upload_url" text,
	"file_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"bytes_sent" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_status_check" CHECK (status in ('pending', 'uploaded', 'failed', 'rejected')),
	CONSTRAINT "publications_platform_check" CHECK (platform in ('vimeo', 'youtube')),
	CONSTRAINT "publications_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "publications_account_id_publishing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."publishing_accounts"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publications_video_idx" ON "publications" USING btree ("video_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publications_pending_idx" ON "publications" USING btree ("id") WHERE "publications"."status" = 'pending';

CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"library_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"controls_color" text DEFAULT '#ffffff' NOT NULL,
	"mute" boolean DEFAULT false NOT NULL,
	"audio_only" boolean DEFAULT false NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"social_share" boolean DEFAULT false NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"autoplay" boolean DEFAULT false NOT NULL,
	"show_description" boolean DEFAULT false NOT NULL,
	"fullscreen" boolean DEFAULT true NOT NULL,
	"rewind_10s" boolean DEFAULT false NOT NULL,
	"time_info" boolean DEFAULT true NOT NULL,
	"scrub_bar" boolean DEFAULT true NOT NULL,
	"sound_control" boolean DEFAULT true NOT NULL,
	"quality" boolean DEFAULT true NOT NULL,
	"text_track_background" boolean DEFAULT false NOT NULL,
	"share_facebook" boolean DEFAULT false NOT NULL,
	"share_linkedin" boolean DEFAULT false NOT NULL,
	"share_email" boolean DEFAULT false NOT NULL,
	"share_twitter" boolean DEFAULT false NOT NULL,
	"share_pinterest" boolean DEFAULT false NOT NULL,
	"share_reddit" boolean DEFAULT false NOT NULL,
	"share_tumblr" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_templates" ADD CONSTRAINT "player_templates_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_templates_library_idx" ON "player_templates" USING btree ("library_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_templates_one_default" ON "player_templates" USING btree ("library_id") WHERE "player_templates"."is_default";
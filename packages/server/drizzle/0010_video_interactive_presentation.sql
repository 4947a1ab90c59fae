-- Interactive elements, their uploaded images, presentation slides and the default slide view.
CREATE TABLE "video_interactive_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"start" double precision DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_interactive_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_presentation_slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start" double precision DEFAULT 0 NOT NULL,
	"end" double precision DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_presentation_slides_times_check" CHECK ("video_presentation_slides"."start" >= 0 and "video_presentation_slides"."end" >= "video_presentation_slides"."start")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "presentation_position" text DEFAULT 'PIP' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_presentation_position_check" CHECK ("videos"."presentation_position" in ('PIP', 'SBS', 'Single'));--> statement-breakpoint
ALTER TABLE "video_interactive_elements" ADD CONSTRAINT "video_interactive_elements_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_interactive_images" ADD CONSTRAINT "video_interactive_images_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_presentation_slides" ADD CONSTRAINT "video_presentation_slides_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_interactive_elements_video_idx" ON "video_interactive_elements" USING btree ("video_id","start");--> statement-breakpoint
CREATE INDEX "video_interactive_images_video_idx" ON "video_interactive_images" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_presentation_slides_video_idx" ON "video_presentation_slides" USING btree ("video_id","start");

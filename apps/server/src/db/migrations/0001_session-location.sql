ALTER TABLE "sessions" ADD COLUMN "location_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "location_name" text DEFAULT '' NOT NULL;
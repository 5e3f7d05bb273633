ALTER TABLE "exams" ADD COLUMN "open_common_code" text;--> statement-breakpoint
ALTER TABLE "open_candidates" ADD COLUMN "confirm_source" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "open_common_code" text;
ALTER TABLE "exams" ADD COLUMN "open_common_code_limit" integer;--> statement-breakpoint
ALTER TABLE "open_candidates" ADD COLUMN "via_common_code" boolean DEFAULT false NOT NULL;
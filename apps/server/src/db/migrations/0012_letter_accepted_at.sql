ALTER TABLE "exam_results" ADD COLUMN "letter_accepted_at" timestamp with time zone;
--> statement-breakpoint
-- Attempts running when this lands accepted their letter in the browser (kept there until now): taken as accepted
-- at their start, so the page does not ask again and no reading time is given back.
UPDATE "exam_results" SET "letter_accepted_at" = "start_answer_time" WHERE "status" = 'in_progress';

DROP INDEX "judge_runs_waiting_idx";--> statement-breakpoint
CREATE INDEX "judge_runs_waiting_idx" ON "judge_runs" USING btree ("language","queued_at") WHERE "judge_runs"."state" <> 'judged';
CREATE TABLE "judge_runs" (
	"school_id" text NOT NULL,
	"exam_result_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"language" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"judged_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"case_results" jsonb,
	CONSTRAINT "judge_runs_school_id_exam_result_id_subject_id_pk" PRIMARY KEY("school_id","exam_result_id","subject_id"),
	CONSTRAINT "judge_runs_state_check" CHECK ("judge_runs"."state" in ('queued', 'running', 'judged'))
);
--> statement-breakpoint
ALTER TABLE "judge_runs" ADD CONSTRAINT "judge_runs_school_id_exam_result_id_exam_results_school_id_id_fk" FOREIGN KEY ("school_id","exam_result_id") REFERENCES "public"."exam_results"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_runs" ADD CONSTRAINT "judge_runs_school_id_subject_id_subjects_school_id_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_runs_waiting_idx" ON "judge_runs" USING btree ("queued_at") WHERE "judge_runs"."state" <> 'judged';
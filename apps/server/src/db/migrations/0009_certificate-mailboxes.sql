CREATE TABLE "certificate_mailboxes" (
	"school_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"email" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificate_mailboxes_school_id_user_id_exam_id_pk" PRIMARY KEY("school_id","user_id","exam_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_mailboxes" ADD CONSTRAINT "certificate_mailboxes_school_id_user_id_users_school_id_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_mailboxes" ADD CONSTRAINT "certificate_mailboxes_school_id_exam_id_exams_school_id_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE cascade ON UPDATE no action;
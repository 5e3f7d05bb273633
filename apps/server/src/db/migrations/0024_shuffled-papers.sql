ALTER TABLE "exam_results" ADD COLUMN "order_seed" integer DEFAULT (floor(random() * 4294967296) - 2147483648)::integer NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "shuffle_subjects" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "keep_option_order" boolean DEFAULT false NOT NULL;
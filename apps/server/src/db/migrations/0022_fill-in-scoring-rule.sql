ALTER TABLE "subjects" ALTER COLUMN "scoring_rule" DROP DEFAULT;
--> statement-breakpoint
-- Until now a fill-in gave each blank its share whatever its scoring_rule said (stored as the old default,
-- 'all_or_nothing'): it says so now, so every paper keeps the scores it always gave (decision 0055).
UPDATE "subjects" SET "scoring_rule" = 'partial' WHERE "subject_type" = 4;
--> statement-breakpoint
-- Bank questions keep the subject as the import parsed it, the old default included: the same for them.
UPDATE "bank_subjects" SET "subject" = jsonb_set("subject", '{scoringRule}', '"partial"')
WHERE "subject"->>'subjectType' = '4';

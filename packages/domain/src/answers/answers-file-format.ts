/**
 * Names the format of the file the answer page offers when the server stays unreachable. Apart from the file's schema
 * (answers-file.schema.ts): the answer page writes the file without loading zod (issue 22).
 */
export const ANSWERS_FILE_FORMAT = 'iexam-answers/1';

/**
 * The schemas the browser checks the server's answers with, loaded with zod at the first check rather than with the
 * page: a page drawn by the server starts from answers the server checked (its payload), so its first load needs
 * neither (issue 22, docs/decisions/0048). Imported only as `await import('./response-schemas')`.
 */
export { attemptHistorySchema, examInfoSchema, linkedCourseSchema } from '@iexam/domain/exam-info';

import { adminRequest } from './request';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The fields an import changes on one row the school has; a session's key is `exam/session`. */
export interface RowChanges {
  entity: string;
  key: string;
  fields: FieldChange[];
}

export interface SchoolImportResult {
  schoolId: string;
  summary: Record<'created' | 'updated' | 'deleted' | 'unchanged', Record<string, number>>;
  changes: RowChanges[];
  dryRun: boolean;
}

/** A definition file as it is (YAML or JSON, docs/exam-definition.md); `dryRun` says what it would change. */
export function importSchoolFile(schoolId: string, file: File, dryRun: boolean) {
  const isJson = file.name.toLowerCase().endsWith('.json');
  const typed = new Blob([file], { type: isJson ? 'application/json' : 'application/yaml' });
  return adminRequest<SchoolImportResult>(schoolId, 'import', {
    method: 'POST',
    file: typed,
    query: { dryRun: String(dryRun) },
  });
}

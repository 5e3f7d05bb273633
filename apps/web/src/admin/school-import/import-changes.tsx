import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowChanges } from '@/api/admin/school-import';

const ENTITIES = ['schools', 'users', 'groups', 'exams', 'sessions'] as const;

/** Values as the file writes them: text as it is, so an emptied contact reads as empty, not as `""`. */
function useShowValue() {
  const { t } = useTranslation('admin');
  return (value: unknown) => {
    if (value === null || value === '') return t('schoolImport.empty');
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
}

/** Each row the import would change, each field old → new: what a person checks before anything is written. */
export function ImportChanges({ changes }: { changes: RowChanges[] }) {
  const { t } = useTranslation('admin');
  const show = useShowValue();
  if (changes.length === 0) return <Typography.Text>{t('schoolImport.noChanges')}</Typography.Text>;
  return (
    <section aria-label={t('schoolImport.changes')}>
      <List
        size="small"
        dataSource={changes}
        renderItem={(row) => {
          const entity = (ENTITIES as readonly string[]).includes(row.entity)
            ? t(`schoolImport.entities.${row.entity as (typeof ENTITIES)[number]}`)
            : row.entity;
          return (
            <List.Item>
              <div>
                <Typography.Text strong>{t('schoolImport.row', { entity, key: row.key })}</Typography.Text>
                <ul>
                  {row.fields.map((change) => (
                    <li key={change.field}>
                      {t('schoolImport.field', {
                        field: change.field,
                        from: show(change.from),
                        to: show(change.to),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            </List.Item>
          );
        }}
      />
    </section>
  );
}

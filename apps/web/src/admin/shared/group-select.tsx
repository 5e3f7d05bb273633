import { Select } from 'antd';
import type { References } from '@/api/admin/exams';

/** The school's groups by name and key; Form.Item gives it the id its label points at. */
export function GroupSelect({
  references,
  ...props
}: {
  references: References | undefined;
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  return (
    <Select
      {...props}
      mode="multiple"
      options={(references?.groups ?? []).map((group) => ({
        value: group.key,
        label: `${group.name} (${group.key})`,
      }))}
    />
  );
}

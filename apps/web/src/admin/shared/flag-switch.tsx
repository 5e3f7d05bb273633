import { Switch } from 'antd';

/** A 0/1 flag of the exam definition as a switch; Form.Item hands it the id its label points at. */
export function FlagSwitch({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  return <Switch id={id} checked={value === 1} onChange={(checked) => onChange?.(checked ? 1 : 0)} />;
}

import {
  CameraOutlined,
  CheckCircleFilled,
  CheckCircleOutlined,
  CloseCircleFilled,
  CloseCircleOutlined,
  DownOutlined,
  EditOutlined,
  ExclamationCircleFilled,
  InboxOutlined,
  InfoCircleOutlined,
  SelectOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

/** SPEC §2: the icons the exam pages register, each mapped once to an @ant-design/icons icon. */
export const ICONS = {
  camera: CameraOutlined,
  downArrow: DownOutlined,
  error: CloseCircleOutlined,
  select: SelectOutlined,
  tip: InfoCircleOutlined,
  noData: InboxOutlined,
  remark: EditOutlined,
  star: StarOutlined,
  warning: WarningOutlined,
  pass: CheckCircleOutlined,
  fail: CloseCircleOutlined,
  runStatusSuccess: CheckCircleFilled,
  runStatusError: CloseCircleFilled,
  runStatusWarning: ExclamationCircleFilled,
} as const satisfies Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;

export type IconName = keyof typeof ICONS;

/** An icon by its SPEC name; decorative, so screen readers skip it. */
export function Icon({ name, style }: { name: IconName; style?: CSSProperties }) {
  const Component = ICONS[name];
  return <Component aria-hidden style={style} />;
}

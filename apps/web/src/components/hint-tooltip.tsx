import { TOOLTIP_DELAYS } from '@iexam/domain/constants';
import { Tooltip, type TooltipProps } from 'antd';

/** antd Tooltip with the SPEC §2 hover delays (enter 0.5 s, leave 0.1 s); every tooltip of the exam pages uses it. */
export function HintTooltip(props: TooltipProps) {
  return <Tooltip mouseEnterDelay={TOOLTIP_DELAYS.enter} mouseLeaveDelay={TOOLTIP_DELAYS.leave} {...props} />;
}

import { Alert } from 'antd';
import type { BarSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, RadarComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/components/loading-block';

export type ChartOption = ComposeOption<
  BarSeriesOption | RadarSeriesOption | GridComponentOption | RadarComponentOption | TooltipComponentOption
>;

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, in words: the chart itself is an image to assistive technology. */
  label: string;
  testId?: string;
}

// Where layout gives the box no width yet (a test DOM), draw at this width instead of not at all.
const FALLBACK_WIDTH = 640;

/** One echarts chart; echarts itself is fetched on first use (DESIGN §3: lazy-loaded on result pages only). */
export function EChart({ option, height, label, testId }: EChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    let created: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    import('./echarts-modules')
      .then(({ init }) => {
        const element = box.current;
        if (isCancelled || !element) return;
        created = init(element, null, {
          renderer: 'svg',
          height,
          width: element.clientWidth > 0 ? undefined : FALLBACK_WIDTH,
        });
        observer = new ResizeObserver(() => created?.resize({ width: 'auto', height }));
        observer.observe(element);
        setChart(created);
      })
      .catch(() => {
        if (!isCancelled) setHasFailed(true);
      });
    return () => {
      isCancelled = true;
      observer?.disconnect();
      created?.dispose();
    };
  }, [height]);

  useEffect(() => {
    // Candidates who asked their system for less motion get the chart drawn at once.
    const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    chart?.setOption({ ...option, animation: !isReducedMotion }, { notMerge: true });
  }, [chart, option]);

  if (hasFailed) return <Alert type="warning" showIcon title={t('examResult.chart.failed')} />;
  return (
    <div style={{ position: 'relative', minHeight: height }}>
      <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />
      {!chart && (
        <div
          style={{ position: 'absolute', inset: 0 }}
          role="status"
          aria-label={t('examResult.chart.loading')}
        >
          <LoadingBlock rows={4} />
        </div>
      )}
    </div>
  );
}

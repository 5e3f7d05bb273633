import { BarChart, RadarChart } from 'echarts/charts';
import { GridComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the result page draws: bars on a grid, one radar, tooltips, drawn as SVG (crisp at any zoom, and it
// works where a canvas is missing). Loaded through a dynamic import only (echart.tsx), so no other route carries it.
use([BarChart, RadarChart, GridComponent, RadarComponent, TooltipComponent, SVGRenderer]);

export { init };

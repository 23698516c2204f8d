import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The workbench draws one line: only that part of ECharts, in a chunk loaded when a user with the report key
// opens the workbench.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export const init = echarts.init;

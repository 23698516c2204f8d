import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { quickRanges } from './quick-ranges.ts';

/** The reports' date range: always both ends (no clearing), with the quick ranges; `onChange` gets a whole range only. */
export function ReportRange(props: { value: [Dayjs, Dayjs]; onChange: (range: [Dayjs, Dayjs]) => void }) {
  return (
    <DatePicker.RangePicker
      value={props.value}
      allowClear={false}
      presets={quickRanges()}
      onChange={(v) => {
        if (v?.[0] && v[1]) props.onChange([v[0], v[1]]);
      }}
    />
  );
}

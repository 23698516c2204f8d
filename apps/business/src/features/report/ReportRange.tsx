import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { quickRanges } from './quick-ranges.ts';

/** A report's period: never empty (a report always has one), with the quick ranges beside the calendars. */
export function ReportRange({ value, onChange }: { value: [Dayjs, Dayjs]; onChange: (range: [Dayjs, Dayjs]) => void }) {
  return (
    <DatePicker.RangePicker
      value={value}
      allowClear={false}
      presets={quickRanges()}
      onChange={(v) => {
        if (v?.[0] && v[1]) onChange([v[0], v[1]]);
      }}
    />
  );
}

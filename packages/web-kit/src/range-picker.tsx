import { DatePicker } from 'antd';

/** A date-time range filter (loaded only by search forms that show one: the picker is large). */
export function RangePicker(props: { value?: unknown; onChange?: (v: unknown) => void }) {
  return <DatePicker.RangePicker showTime {...(props as object)} />;
}

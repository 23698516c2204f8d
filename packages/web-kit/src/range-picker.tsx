import { DatePicker } from 'antd';
import { zhLocale } from './dayjs-zh.ts';

// The picker's own texts follow antd's locale; the dates it shows and parses, dayjs's.
zhLocale();

/** A date-time range filter (loaded only by search forms that show one: the picker is large). */
export function RangePicker(props: { id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  return <DatePicker.RangePicker showTime {...(props as object)} />;
}

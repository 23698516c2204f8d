import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in Chinese (weekday and month names, weeks from Monday): dayjs's global locale becomes zh-cn the first
// time something that shows or picks a date runs, rather than with the shell, which shows none (issue 12).
let ready = false;

/** Sets dayjs's global locale to zh-cn (once; cheap to call again). */
export function zhLocale(): void {
  if (ready) return;
  dayjs.locale('zh-cn');
  ready = true;
}

/** `dayjs(value)` with the zh-cn locale in place. */
export function zhDayjs(value?: ConfigType): Dayjs {
  zhLocale();
  return dayjs(value);
}

import { Cascader } from 'antd';
import type { RegionOption } from './form-values.ts';

type Props = { id?: string; options?: RegionOption[]; value?: string[]; onChange?: (value: unknown) => void };

/** The province / city / district picker of a search form (loaded only by forms that have one). */
export function RegionCascader({ id, options, value, onChange }: Props) {
  return (
    <Cascader
      id={id}
      style={{ width: 240 }}
      options={options}
      value={value}
      onChange={onChange}
      placeholder="省/市/区县"
      changeOnSelect
      allowClear
      showSearch
    />
  );
}

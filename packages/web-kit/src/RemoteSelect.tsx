import { Select } from 'antd';
import { useState } from 'react';
import type { RemoteChoices } from './form-values.ts';
import { useResourceList } from './resource-list.ts';

type Props = {
  choices: RemoteChoices;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
};

/**
 * A select over a long server list (shops): the first page is offered; typing always searches on the server,
 * because a browser-side filter chosen before the first page arrives would never hear what was typed while
 * it loaded (and would filter a page that may not hold the row).
 */
export function RemoteSelect({ choices, multiple, ...rest }: Props) {
  const [text, setText] = useState('');
  const { data } = useResourceList<Record<string, unknown>>(choices.area, choices.api, {
    page: 1,
    pageSize: choices.pageSize,
    ...(text ? choices.search(text) : {}),
  });
  const rows = data?.data ?? [];
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      maxTagCount="responsive"
      options={rows.map((r) => ({ value: String(r[choices.value]), label: String(r[choices.label]) }))}
      showSearch={{ filterOption: false, onSearch: (t) => setText(t.trim()) }}
    />
  );
}

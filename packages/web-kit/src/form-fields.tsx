import { Cascader, Checkbox, DatePicker, Input, InputNumber, Radio, Select, Skeleton, TreeSelect } from 'antd';
import { zhLocale } from './dayjs-zh.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import type { z } from 'zod';
import { withChoices } from './choices.tsx';
import { CheckTree } from './CheckTree.tsx';
import { IconPicker } from './IconPicker.tsx';
import { RemoteSelect } from './RemoteSelect.tsx';

// The editor (TipTap + ProseMirror) is the heaviest control: it loads when a form with one first opens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));
/** Form.Item hands value and onChange to its only child: this child passes them on to the lazy editor. */
const RichText = (props: { value?: string; onChange?: (html: string) => void }) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
    <RichTextEditor {...props} />
  </Suspense>
);
import type { FieldDef, TreeOption } from './form-values.ts';
import { WORDS } from '@console/contract/words';

export { type FieldDef, fromForm, type Option, REGION_KEYS, type RegionOption, type TreeOption, toForm } from './form-values.ts';

/** The longest text a field's schema allows, when it says (so the input stops there and counts down). */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  const max = (schema as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === 'number' && max < 100_000 ? max : undefined;
}

/** The tree without the node `self` and what lies below it. */
export function withoutNode(tree: TreeOption[] | undefined, self: unknown): TreeOption[] | undefined {
  if (!tree || self === undefined) return tree;
  return tree.filter((n) => n.value !== self).map((n) => (n.children ? { ...n, children: withoutNode(n.children, self) } : n));
}

/** The control of one field. */
export function fieldInput(f: FieldDef, disabled: boolean, max?: number, self?: unknown): ReactNode {
  const ph = f.placeholder;
  const choose = ph ?? `请选择${f.label}`;
  const type = ph ?? `请输入${f.label}`;
  switch (f.kind) {
    case 'password':
      return <Input.Password placeholder={type} disabled={disabled} maxLength={max} autoComplete="new-password" />;
    case 'textarea':
      return (
        <Input.TextArea
          rows={3}
          placeholder={type}
          disabled={disabled}
          maxLength={max}
          showCount={max ? { formatter: ({ count, maxLength = max }) => `还可输入 ${maxLength - count} 字` } : true}
        />
      );
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={type} disabled={disabled} />;
    case 'money':
      return <Input prefix="¥" placeholder={ph ?? '单位：元，最多两位小数'} disabled={disabled} />;
    case 'select':
    case 'multiselect':
      if (f.remote) return <RemoteSelect choices={f.remote} multiple={f.kind === 'multiselect'} placeholder={choose} disabled={disabled} />;
      return withChoices(f.options, (options, handed) => (
        <Select
          {...handed}
          mode={f.kind === 'multiselect' ? 'multiple' : undefined}
          options={options && [...options]}
          placeholder={choose}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      ));
    case 'radio':
      return withChoices(f.options, (options, handed) => <Radio.Group {...handed} options={options && [...options]} disabled={disabled} />);
    case 'tags':
      return <Select mode="tags" placeholder={ph ?? `输入后回车添加${f.label}`} disabled={disabled} open={false} />;
    case 'tree':
      return withChoices(f.tree, (tree, handed) => (
        <TreeSelect
          {...handed}
          treeData={f.notSelf ? withoutNode(tree, self) : tree}
          placeholder={choose}
          disabled={disabled}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          allowClear
        />
      ));
    case 'checktree':
      return withChoices(f.tree, (tree, handed) => <CheckTree {...handed} tree={tree ?? []} root={f.treeRoot} />);
    case 'status':
      return (
        <Radio.Group disabled={disabled}>
          <Radio value={1}>{WORDS.enable}</Radio>
          <Radio value={2}>{WORDS.disable}</Radio>
        </Radio.Group>
      );
    case 'date':
      zhLocale();
      return <DatePicker style={{ width: '100%' }} disabled={disabled} />;
    case 'checkbox':
      return <Checkbox disabled={disabled}>{f.label}</Checkbox>;
    case 'richtext':
      return <RichText />;
    case 'icon':
      return f.icons && <IconPicker icons={f.icons} placeholder={choose} />;
    case 'region':
      return withChoices(f.regions, (regions, handed) => (
        <Cascader {...handed} options={regions} placeholder={ph ?? '请选择省/市/区县'} disabled={disabled} showSearch />
      ));
    default:
      return <Input placeholder={type} disabled={disabled} maxLength={max} allowClear />;
  }
}

import { templateApi } from '@console/contract/api/base';
import { TEMPLATE_VARIABLES } from '@console/contract/base';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { TemplatePreview } from './TemplatePreview.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const fields: FieldDef[] = [
  { name: 'code', label: '模板编码', lockOnEdit: true },
  { name: 'name', label: COMMON_LABELS.templateName },
  {
    name: 'content',
    label: '模板内容',
    kind: 'textarea',
    placeholder: `可用变量：${Object.entries(TEMPLATE_VARIABLES)
      .map(([k, v]) => `\${${k}}${v}`)
      .join('、')}`,
  },
  { name: 'remark', label: COMMON_LABELS.remark },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

/** Message templates (消息模板) with `${name}` variables and a preview that fills them. */
export default function TemplatePage() {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <ResourceTable
        area="base-template"
        api={templateApi}
        label={COMMON_LABELS.template}
        search={[
          { name: 'code', label: '模板编码' },
          { name: 'name', label: COMMON_LABELS.templateName },
        ]}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setPreview(String(row.content))}>
            预览
          </Button>
        )}
        columns={[
          { title: '模板编码', dataIndex: 'code', width: 150 },
          { title: COMMON_LABELS.templateName, dataIndex: 'name', width: 150 },
          { title: '模板内容', dataIndex: 'content', ellipsis: true },
          { title: '变量', dataIndex: 'variables', width: 200, render: (v: string[]) => v.map((x) => <Tag key={x}>{x}</Tag>) },
          { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
        ]}
        form={{ fields, width: 640 }}
      />
      <TemplatePreview content={preview} onClose={() => setPreview(null)} />
    </>
  );
}

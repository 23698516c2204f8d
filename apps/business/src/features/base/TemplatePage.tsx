import { templateApi, templateResource } from '@console/contract/api/base';
import { TEMPLATE_VARIABLES } from '@console/contract/base';
import { declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { TemplatePreview } from './TemplatePreview.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const L = templateResource.fields;

const fields: FieldDef[] = [
  { name: 'code', label: L.code.label, lockOnEdit: true },
  { name: 'name', label: L.name.label },
  {
    name: 'content',
    label: L.content.label,
    kind: 'textarea',
    placeholder: `可用变量：${Object.entries(TEMPLATE_VARIABLES)
      .map(([k, v]) => `\${${k}}${v}`)
      .join('、')}`,
  },
  { name: 'remark', label: L.remark.label },
  { name: 'status', label: L.status.label, kind: 'status' },
];

/** Message templates (消息模板) with `${name}` variables and a preview that fills them. */
export default function TemplatePage() {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <ResourceTable
        area="base-template"
        api={templateApi}
        resource={templateResource}
        label={COMMON_LABELS.template}
        search={[
          { name: 'code', label: L.code.label },
          { name: 'name', label: L.name.label },
        ]}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setPreview(String(row.content))}>
            预览
          </Button>
        )}
        columns={declaredColumns<Record<string, unknown>>(templateResource, {
          variables: (v) => (v as string[]).map((x) => <Tag key={x}>{x}</Tag>),
        })}
        form={{ fields, width: 640 }}
      />
      <TemplatePreview content={preview} onClose={() => setPreview(null)} />
    </>
  );
}

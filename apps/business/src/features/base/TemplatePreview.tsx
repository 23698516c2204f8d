import { templateApi } from '@console/contract/api/base';
import { isTemplateVariable, TEMPLATE_VARIABLES, templateVariables } from '@console/contract/base';
import { createCall } from '@console/web-kit';
import { useApi } from '@console/web-kit/resource';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

type Result = { text: string; unknown: string[]; missing: string[] };

/** Fill a template's variables with sample values; the server reports unknown and missing variables. */
export function TemplatePreview({ content, onClose }: { content: string | null; onClose: () => void }) {
  const api = useApi();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const vars = content ? templateVariables(content) : [];
  const run = async () => {
    const reply = await createCall(api)(templateApi.preview, { content: content ?? '', values });
    setResult(reply.data);
  };
  return (
    <Modal
      open={content !== null}
      title="模板预览"
      onCancel={() => {
        setResult(null);
        setValues({});
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <Form layout="vertical">
        {vars.map((v) => (
          <Form.Item key={v} label={`\${${v}} ${isTemplateVariable(v) ? TEMPLATE_VARIABLES[v] : '（未知变量）'}`}>
            <Input value={values[v] ?? ''} onChange={(e) => setValues((s) => ({ ...s, [v]: e.target.value }))} />
          </Form.Item>
        ))}
      </Form>
      <Button type="primary" onClick={run}>
        预览
      </Button>
      {result && (
        <div style={{ marginTop: 16 }}>
          <Typography.Paragraph>{result.text}</Typography.Paragraph>
          {result.unknown.length > 0 && <Alert type="error" title={`未知变量：${result.unknown.join('、')}`} />}
          {result.missing.length > 0 && <Alert type="warning" title={`未填写：${result.missing.join('、')}`} />}
        </div>
      )}
    </Modal>
  );
}

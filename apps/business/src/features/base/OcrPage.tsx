import { ocrApi } from '@console/contract/api/base';
import type { LicenseFields } from '@console/contract/base';
import { useApi } from '@console/web-kit/resource';
import { Alert, Card, Descriptions, Upload } from 'antd';
import { useState } from 'react';

const LABELS: Record<keyof LicenseFields, string> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  address: '住所',
  registeredCapital: '注册资本',
  establishDate: '成立日期',
  validTo: '营业期限',
  businessScope: '经营范围',
};

/** Licence OCR (执照识别): upload a business licence image; without a configured service the server says so. */
export default function OcrPage() {
  const api = useApi();
  const [fields, setFields] = useState<LicenseFields | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card variant="borderless">
      <Upload.Dragger
        name="file"
        accept="image/png,image/jpeg,image/webp"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const form = new FormData();
          form.append('file', file as Blob);
          try {
            // The multipart call keeps the descriptor's path; the form is sent as is.
            const reply = await api.upload<LicenseFields>(ocrApi.license.path, form, undefined, { silent: true });
            setFields(reply.data);
            setError(null);
            onSuccess?.(reply);
          } catch (e) {
            setFields(null);
            setError(e instanceof Error && e.message ? e.message : '识别失败，请稍后重试');
            onError?.(e as Error);
          }
        }}
      >
        <p style={{ padding: 24 }}>点击或拖拽营业执照图片到此处识别</p>
      </Upload.Dragger>
      {error && <Alert style={{ marginTop: 16 }} type="warning" title={error} />}
      {fields && (
        <Descriptions style={{ marginTop: 16 }} column={1} bordered size="small">
          {(Object.keys(LABELS) as (keyof LicenseFields)[]).map((k) => (
            <Descriptions.Item key={k} label={LABELS[k]}>
              {fields[k] || '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}

import { WORDS } from '@console/contract/words';
import { requestOf } from '@console/contract/endpoint';
import { importsApi } from '@console/contract/api/imports';
import type { ImportReport } from '@console/contract/imports';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { getMessage } from './feedback.tsx';
import type { ImportButtonProps } from './ImportButton.tsx';

/**
 * The 导入 dialog (ImportButton opens it): checks a sheet first (dry run: every row with the add call's rules,
 * an error file to download) and imports it only when every row is right — all rows or none.
 */
export function ImportDialog({
  client,
  resource,
  label,
  onImported,
  onClose,
}: Omit<ImportButtonProps, 'allowed'> & { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const reply = await client.upload<ImportReport>(requestOf(importsApi.run, { resource }).url, form, { dryRun });
      setReport(reply.data);
      if (!dryRun && reply.data.imported) {
        getMessage().success(reply.message);
        onImported?.();
        close();
      }
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const close = onClose;
  const ready = !!report && report.dryRun && report.invalid === 0;

  return (
    <Modal
      title={`导入${label}`}
      open
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{WORDS.cancel}</Button>
          <Button disabled={!file} loading={busy} onClick={() => send(true)}>
            校验
          </Button>
          <Button type="primary" disabled={!ready} loading={busy} onClick={() => send(false)}>
            导入
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button type="link" style={{ padding: 0 }} onClick={() => client.download(requestOf(importsApi.template, { resource }).url)}>
            下载模板
          </Button>
          <span>先校验，全部正确后才能导入（任何一行有误则不导入）。</span>
        </Space>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setReport(null);
          }}
        >
          <p style={{ padding: 16 }}>点击或拖拽 .xlsx 文件到此处</p>
        </Upload.Dragger>
        {report && (
          <Alert
            type={report.invalid ? 'error' : 'success'}
            title={
              report.invalid
                ? `共 ${report.total} 行，${report.valid} 行正确，${report.invalid} 行有错误${report.dryRun ? '' : '，未导入任何数据'}`
                : `共 ${report.total} 行，全部正确，可以导入`
            }
            action={
              report.errorFileId ? (
                <Button
                  size="small"
                  onClick={() => client.download(requestOf(importsApi.errorFile, { id: report.errorFileId as string }).url)}
                >
                  下载错误文件
                </Button>
              ) : undefined
            }
          />
        )}
        {report && report.errors.length > 0 && (
          <Table
            size="small"
            rowKey={(e) => `${e.row}-${e.field}`}
            dataSource={report.errors}
            pagination={{ pageSize: 8, size: 'small' }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 70 },
              { title: '列', dataIndex: 'field', width: 120 },
              { title: '错误', dataIndex: 'message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}

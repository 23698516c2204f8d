import { requestOf } from '@console/contract/endpoint';
import { reportFileResource, reportFilesApi } from '@console/contract/api/exports';
import { Permission, RecordTable, useApi, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';

type Row = { id: string; fileName: string; resourceLabel: string; rows: number; size: number; createTime: string; expireTime: string };

/** 报表文件: the generated files the user may download (the same store as the export center). */
export default function ReportFilePage() {
  const call = useCall();
  const api = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const remove = async (id: string) => {
    message.success((await call(reportFilesApi.remove, { id })).message);
    await qc.invalidateQueries({ queryKey: ['exports'] });
  };
  return (
    <RecordTable<Row>
      resource={reportFileResource}
      searchName="report-file-search"
      actionsWidth={140}
      rowActions={(r) => (
        <>
          <Permission k="reportFile.download">
            <Button type="link" size="small" onClick={() => api.download(requestOf(reportFilesApi.download, { id: r.id }).url)}>
              下载
            </Button>
          </Permission>
          <Permission k="reportFile.delete">
            <Popconfirm title="确定删除该文件吗？" onConfirm={() => remove(r.id)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Permission>
        </>
      )}
    />
  );
}

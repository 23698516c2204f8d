import { requestOf } from '@console/contract/endpoint';
import { reportFilesApi } from '@console/contract/exports';
import { paginationText, Permission, useApi, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';

type Row = { id: string; fileName: string; resourceLabel: string; rows: number; size: number; createTime: string; expireTime: string };

/** 报表文件: the generated files the user may download (the same store as the export center). */
export default function ReportFilePage() {
  const call = useCall();
  const api = useApi();
  const { message } = App.useApp();
  const [params, setParams] = useState<{ page: number; pageSize: number; fileName?: string }>({ page: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: ['exports', 'files', params],
    queryFn: () => call(reportFilesApi.queryList, params),
    placeholderData: keepPreviousData,
  });
  const remove = async (id: string) => {
    message.success((await call(reportFilesApi.remove, { id })).message);
    await list.refetch();
  };
  return (
    <Card variant="borderless">
      <Form
        layout="inline"
        name="report-file-search"
        style={{ marginBottom: 16 }}
        onFinish={(v) => setParams({ ...v, page: 1, pageSize: params.pageSize })}
      >
        <Form.Item name="fileName" label="文件名">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{
          ...paginationText,
          current: params.page,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
        }}
        columns={[
          { title: '文件名', dataIndex: 'fileName' },
          { title: '来源', dataIndex: 'resourceLabel', width: 120 },
          { title: '行数', dataIndex: 'rows', width: 100 },
          { title: '生成时间', dataIndex: 'createTime', width: 170 },
          { title: '过期时间', dataIndex: 'expireTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 140,
            render: (_v, r) => (
              <Space>
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
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

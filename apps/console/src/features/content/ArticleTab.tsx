import type { Article } from '@console/contract/content';
import { getMessage, hasPermission } from '@console/web-kit';
import { ExportButton } from '@console/web-kit/resource';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Select, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ArticleModal } from './ArticleModal.tsx';
import { type ArticleFilters, contentKeys, fetchArticles, removeItem, useAllCategories } from './content-api.ts';
import { ARTICLE_PAGE_SIZES, can, pager } from './content-ui.tsx';
import { useStatusToggle } from './use-status-toggle.ts';
import { api } from '../../shared/api.ts';
import { runDelete } from '../../shared/delete-action.ts';

export function ArticleTab() {
  const qc = useQueryClient();
  const [filterForm] = Form.useForm<ArticleFilters>();
  const [filters, setFilters] = useState<ArticleFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [modal, setModal] = useState<{ open: boolean; editing: Article | null }>({ open: false, editing: null });
  const categories = useAllCategories();
  const query = { ...filters, ...paging };
  const { data, isFetching } = useQuery({
    queryKey: contentKeys.articles(query),
    queryFn: () => fetchArticles(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: contentKeys.all });
  const toggle = useStatusToggle('article', refresh);

  const search = () => {
    const v = filterForm.getFieldsValue();
    setFilters({ title: v.title?.trim() || undefined, content: v.content?.trim() || undefined, typeCode: v.typeCode || undefined });
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const reset = () => {
    filterForm.resetFields();
    setFilters({});
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const remove = (id: number) => runDelete(() => removeItem('article', id), refresh);

  const columns: TableColumnsType<Article> = [
    { title: '序号', key: 'no', width: 70, render: (_v, _r, i) => (paging.pageNum - 1) * paging.pageSize + i + 1 },
    { title: '文章标题', dataIndex: 'title', ellipsis: true },
    { title: '文章描述', dataIndex: 'remark', ellipsis: true },
    { title: '所属分类', dataIndex: 'typeName', width: 160 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: number, r) => (
        <Switch
          checked={s === 1}
          checkedChildren="启用"
          unCheckedChildren="禁用"
          disabled={!can('status')}
          loading={toggle.pending === r.id}
          onChange={(on) => toggle.run(r.id, on ? 1 : 2)}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_v, r) => (
        <Space size={4}>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setModal({ open: true, editing: r })}>
              编辑
            </Button>
          )}
          {can('delete') && (
            <Popconfirm title="confirm delete this article" onConfirm={() => remove(r.id)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Form form={filterForm} name="articleFilter" layout="inline" className="content-filters" onFinish={search}>
        <Form.Item label="文章标题" name="title">
          <Input allowClear placeholder="请输入文章标题" maxLength={50} />
        </Form.Item>
        <Form.Item label="文章内容" name="content">
          <Input allowClear placeholder="请输入文章内容" maxLength={100} />
        </Form.Item>
        <Form.Item label="所属分类" name="typeCode">
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder="请选择所属分类"
            options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.typeCode }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="content-toolbar">
        {can('add') && (
          <Button type="primary" onClick={() => setModal({ open: true, editing: null })}>
            新增文章
          </Button>
        )}
        <ExportButton client={api} resource="content" query={filters} allowed={hasPermission('content.export')} />
      </div>
      <Table<Article>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={pager(paging.pageNum, paging.pageSize, data?.total ?? 0, ARTICLE_PAGE_SIZES, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
      <ArticleModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
        onSaved={() => {
          setModal({ open: false, editing: null });
          refresh();
        }}
      />
    </>
  );
}

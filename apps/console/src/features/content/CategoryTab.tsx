import type { Category } from '@console/contract/content';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CategoryModal } from './CategoryModal.tsx';
import { contentKeys, fetchCategories, removeItem } from './content-api.ts';
import { can, DEFAULT_PAGE_SIZES, pager } from './content-ui.tsx';
import { useStatusToggle } from './use-status-toggle.ts';
import { runDelete } from '../../shared/delete-action.ts';

export function CategoryTab() {
  const qc = useQueryClient();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [modal, setModal] = useState<{ open: boolean; editing: Category | null }>({ open: false, editing: null });
  const { data, isFetching } = useQuery({
    queryKey: contentKeys.categories(paging),
    queryFn: () => fetchCategories(paging),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: contentKeys.all });
  const toggle = useStatusToggle('category', refresh);

  const remove = (id: number) => runDelete(() => removeItem('category', id), refresh);

  const columns: TableColumnsType<Category> = [
    { title: '序号', key: 'no', width: 70, render: (_v, _r, i) => (paging.pageNum - 1) * paging.pageSize + i + 1 },
    { title: '分类名称', dataIndex: 'name' },
    { title: '分类编码', dataIndex: 'typeCode' },
    { title: '操作人', dataIndex: 'operator' },
    { title: '更新时间', dataIndex: 'updateTime', width: 180 },
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
            <Popconfirm title="confirm delete this category" onConfirm={() => remove(r.id)}>
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
      <div className="content-toolbar">
        {can('add') && (
          <Button type="primary" onClick={() => setModal({ open: true, editing: null })}>
            新增分类
          </Button>
        )}
      </div>
      <Table<Category>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={pager(paging.pageNum, paging.pageSize, data?.total ?? 0, DEFAULT_PAGE_SIZES, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
      <CategoryModal
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

import { WORDS } from '@console/contract/words';
import { orderResource } from '@console/contract/api/order';
import type { batchResult } from '@console/contract/order';
import { Alert, Modal, Table, Tag } from 'antd';
import type { z } from 'zod';
import { COMMON_LABELS } from '@console/contract/common-fields';

export type BatchResult = z.infer<typeof batchResult>;

/** The per-row answer of a batch (批量合并审核 / 批量取消): which orders went through, which did not and why. */
export function BatchResultModal({ title, results, onClose }: { title: string; results: BatchResult[] | null; onClose: () => void }) {
  const rows = results ?? [];
  const okCount = rows.filter((r) => r.ok).length;
  const failed = rows.length - okCount;
  const orderNoOf = (id: number) => rows.find((r) => r.id === id)?.orderNo ?? `#${id}`;
  return (
    <Modal
      open={results !== null}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText="知道了"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      className="order-batch-result"
      destroyOnHidden
    >
      <Alert
        style={{ marginBottom: 12 }}
        type={failed === 0 ? 'success' : okCount === 0 ? 'error' : 'warning'}
        showIcon
        title={`共 ${rows.length} 个订单：成功 ${okCount} 个，失败 ${failed} 个`}
      />
      <Table<BatchResult>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={rows}
        columns={[
          { title: orderResource.fields.orderNo.label, dataIndex: 'orderNo', width: 190 },
          {
            title: COMMON_LABELS.result,
            dataIndex: 'ok',
            width: 80,
            render: (ok: boolean) => (ok ? <Tag color="success">{WORDS.success}</Tag> : <Tag color="error">{WORDS.failed}</Tag>),
          },
          {
            title: COMMON_LABELS.note,
            dataIndex: 'message',
            // Name the order it went into, unless the server's message already does.
            render: (message: string, r) => {
              if (!r.mergedInto || r.mergedInto === r.id) return message;
              const into = orderNoOf(r.mergedInto);
              return message.includes(into) ? message : `${message || '已合并'}（并入订单 ${into}）`;
            },
          },
        ]}
      />
    </Modal>
  );
}

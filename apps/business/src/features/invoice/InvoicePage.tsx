import { invoiceApi, invoiceResource, TITLE_TYPES } from '@console/contract/api/invoice';
import type { InvoiceRow } from '@console/contract/invoice';
import { declaredColumns, type FieldDef, ResourceTable, useCall, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';

const AREA = 'invoice';
const f = invoiceResource.fields;
type Row = InvoiceRow & Record<string, unknown>;

const fields: FieldDef[] = [
  { name: 'retCode', label: f.retCode.label, lockOnEdit: true },
  { name: 'titleType', label: f.titleType.label, kind: 'radio', options: TITLE_TYPES },
  { name: 'title', label: f.title.label },
  { name: 'taxNo', label: f.taxNo.label },
  { name: 'bankName', label: f.bankName.label },
  { name: 'bankAccount', label: f.bankAccount.label },
  { name: 'address', label: f.address.label },
  { name: 'phone', label: f.phone.label },
  { name: 'isDefault', label: '设为默认抬头', kind: 'checkbox' },
];

/** 发票信息: a shop's invoice titles (company titles with a checked 统一社会信用代码), one default per shop. */
export default function InvoicePage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  return (
    <ResourceTable<Row>
      area={AREA}
      api={invoiceApi}
      exportAs={invoiceResource.page.menu}
      label={invoiceResource.fields.title.label}
      statusToggle={false}
      emptyText="暂无发票抬头"
      search={[
        { name: 'retCode', label: f.retCode.label },
        { name: 'title', label: f.title.label },
        { name: 'titleType', label: f.titleType.label, kind: 'select', options: TITLE_TYPES },
      ]}
      columns={declaredColumns<Row>(invoiceResource, {
        isDefault: (v: boolean) => (v ? <Tag color="blue">默认</Tag> : '—'),
      })}
      form={{ fields, defaults: { titleType: 1, isDefault: false } }}
      rowActions={(row) =>
        !row.isDefault &&
        has(invoiceApi.setDefault.permission) && (
          <Button
            type="link"
            size="small"
            onClick={async () => {
              const reply = await call(invoiceApi.setDefault, { id: row.id }).catch(() => null);
              if (reply) message.success(reply.message);
              await qc.invalidateQueries({ queryKey: [AREA] });
            }}
          >
            设为默认
          </Button>
        )
      }
      actionsWidth={200}
      scrollX={1700}
    />
  );
}

import { wmsBaseApi } from '@console/contract/api/wms';
import type { Declaration } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import {
  declaredColumns,
  editValues,
  type HeaderField,
  type LineValue,
  LinesModal,
  Permission,
  ResourceTable,
  useCall,
  useOptions,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { AREA } from './CouponTemplates.tsx';

type Row = Record<string, unknown> & { id: number; items: unknown[] };
type Api = Record<'queryList' | 'add' | 'update' | 'delete' | 'enable' | 'disable', Endpoint>;

/**
 * A promotion with SKU lines (套餐, 特价活动): its declared list with status switches, delete and export, and one
 * dialog for the header and the lines (edited from the row's `items`), validated with the contract's schemas.
 */
export function PromoLinesPage(props: {
  api: Api;
  resource: Declaration & { page: { menu: string } };
  header: HeaderField[];
  lineValue?: LineValue;
  schemas: { create: z.ZodType; update: z.ZodType };
  defaults?: Record<string, unknown>;
}) {
  const { api, resource, header } = props;
  const menu = resource.page.menu;
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const skuRows = useOptions(AREA, wmsBaseApi.skuOptions, {});
  const skus = useMemo(() => skuRows.map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` })), [skuRows]);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const label = resource.label;
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList, delete: api.delete, enable: api.enable, disable: api.disable }}
        label={label}
        exportAs={menu}
        toolbar={
          <Permission k={`${menu}.add`}>
            <Button type="primary" onClick={() => setEditing({ status: 1, ...props.defaults, lines: [{}] })}>
              新增{label}
            </Button>
          </Permission>
        }
        search={[{ name: 'name', label: resource.fields.name.label }]}
        columns={declaredColumns<Row>(resource, {})}
        rowActions={(row) => (
          <Permission k={`${menu}.edit`}>
            <Button type="link" size="small" onClick={() => setEditing({ ...row, lines: row.items })}>
              编辑
            </Button>
          </Permission>
        )}
      />
      <LinesModal
        open={editing !== null}
        title={editing && 'id' in editing ? `编辑${label} ${String(editing.name)}` : `新增${label}`}
        schema={editing && 'id' in editing ? props.schemas.update : props.schemas.create}
        header={header}
        skus={skus}
        lineValue={props.lineValue}
        initial={editValues(editing, header, props.lineValue)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const reply = 'id' in values ? await call(api.update, values as never) : await call(api.add, values as never);
          message.success(reply.message);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
    </>
  );
}

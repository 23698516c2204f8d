import {
  ALL_DATA,
  DATA_TYPE,
  type DataPermissionEntry,
  permissionApi,
  SCOPE_DIMENSIONS,
  type ScopeDimension,
} from '@console/contract/permissions';
import type { Option, UserRow, UserSelectData } from '@console/contract/users';
import { dataOr, getMessage } from '@console/web-kit';
import { useCall } from '@console/web-kit/resource';
import { Checkbox, Col, Form, Modal, Row, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSelectData, useShops } from './users-api.ts';

type ListName = Exclude<keyof UserSelectData, 'roles' | 'statuses'>;

/** The seven multi-selects, in dataType order (spec §2 and §3). */
const DIMENSIONS: { dataType: ScopeDimension; label: string; list: ListName }[] = [
  { dataType: 1, label: '门店', list: 'shops' },
  { dataType: 2, label: '经销商', list: 'distributors' },
  { dataType: 3, label: '平台', list: 'platforms' },
  { dataType: 4, label: '服务商', list: 'serviceProviders' },
  { dataType: 5, label: '渠道', list: 'channels' },
  { dataType: 6, label: '省份', list: 'provinces' },
  { dataType: 7, label: '门店等级', list: 'grades' },
];

type Values = Partial<Record<ScopeDimension, string[]>>;

const toOptions = (list: Option[], chosen: string[] = []) => {
  // A stored code no longer among the options still shows (as its code) so saving does not drop it silently.
  const known = new Set(list.map((o) => o.code));
  return [
    ...list.map((o) => ({ label: o.name, value: o.code })),
    ...chosen.filter((c) => !known.has(c)).map((c) => ({ label: c, value: c })),
  ];
};

/** The wide 'user permissions' modal: select-all, or one multi-select per scope dimension. */
export function DataPermissionModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const open = !!user;
  const call = useCall();
  const [form] = Form.useForm<Values>();
  const [all, setAll] = useState(false);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stored, setStored] = useState<Values>({});
  const selectData = useSelectData(open);
  // More than the first 1000 shops: the shop select searches on the server.
  const [shopSearch, setShopSearch] = useState('');
  const shops = useShops(open, shopSearch);
  const serverSearch = Boolean(shops?.more || shopSearch);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLoading(true);
    dataOr(call(permissionApi.queryByUserCode, { userCode: user.code }), []).then((list) => {
      if (!live) return;
      const values: Values = {};
      for (const e of list) {
        if ((SCOPE_DIMENSIONS as readonly number[]).includes(e.dataType))
          values[e.dataType as ScopeDimension] = e.dataList.split(',').filter(Boolean);
      }
      setAll(list.some((e) => e.dataType === DATA_TYPE.all));
      setStored(values);
      form.resetFields();
      form.setFieldsValue(values);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [user, form, call]);

  const optionsOf = (list: ListName): Option[] => {
    if (list === 'shops' && shops) return shops.list;
    return selectData.data?.[list] ?? [];
  };

  const submit = async () => {
    if (!user) return;
    const values = form.getFieldsValue();
    const dataList: DataPermissionEntry[] = all
      ? [{ dataType: DATA_TYPE.all, dataList: ALL_DATA }]
      : DIMENSIONS.filter((d) => values[d.dataType]?.length).map((d) => ({
          dataType: d.dataType,
          dataList: (values[d.dataType] ?? []).join(','),
        }));
    setSaving(true);
    try {
      await call(permissionApi.addOrUpdate, { userCode: user.code, dataList }, { silent: true });
      getMessage().success('操作成功');
      onClose();
    } catch (e) {
      getMessage().error(e instanceof Error && e.message ? e.message : '操作失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="用户权限" open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} width={1000} destroyOnHidden>
      <Spin spinning={loading}>
        <div style={{ marginBottom: 16 }}>
          <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)}>
            全部数据权限
          </Checkbox>
          <span style={{ marginLeft: 16, color: '#8c8c8c' }}>{user ? `${user.name}（${user.loginId}）` : ''}</span>
        </div>
        <Form name="dataScopeForm" form={form} layout="vertical" disabled={all} preserve={false}>
          <Row gutter={16}>
            {DIMENSIONS.map((d) => (
              <Col span={12} key={d.dataType}>
                <Form.Item label={d.label} name={d.dataType}>
                  <Select
                    mode="multiple"
                    allowClear
                    maxTagCount="responsive"
                    placeholder={`请选择${d.label}，不选表示不限`}
                    showSearch={
                      d.list === 'shops' && serverSearch
                        ? { filterOption: false, onSearch: (text) => setShopSearch(text.trim()) }
                        : { optionFilterProp: 'label' }
                    }
                    options={toOptions(optionsOf(d.list), stored[d.dataType])}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

import { sysPlatformApi } from '@console/contract/api/base';
import {
  MENU_ROOT,
  MENU_ROOT_LABEL,
  MENU_STATUS_OPTIONS,
  MENU_TYPE_OPTIONS,
  MENU_VISIBLE_OPTIONS,
  menusApi,
} from '@console/contract/api/menus';
import type { MenuRow } from '@console/contract/menus';
import { preloadSideTree, ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { Space, Tag } from 'antd';
import { loadMoreMenuIcons, MENU_ICON_NAMES, MenuIcon } from '../../shared/menu-icons.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

const TYPE_LABEL = new Map<string, string>(MENU_TYPE_OPTIONS.map((o) => [o.value, o.label]));
/** This console's platform, when the platform list is unavailable. */
const OWN_PLATFORM = [{ value: '0004', label: '业务管理平台（0004）' }];
const ICONS = { names: MENU_ICON_NAMES, render: (name: string) => <MenuIcon name={name} /> };
// The icon picker offers every icon: those the shell does not carry load with this page's code.
void loadMoreMenuIcons();
// So is the side tree's (not in the shell).
void preloadSideTree();

/** Menus (spec §2): the tree on the left, the chosen node's children in the table. */
export function MenusPage() {
  const tree = useOptions('menus', menusApi.queryAll);
  const platforms = useOptions('base', sysPlatformApi.queryAll, {}).map((p) => ({ value: p.code, label: p.name }));
  const nodes = [{ key: MENU_ROOT, value: MENU_ROOT, title: MENU_ROOT_LABEL, children: treeOptions(tree, 'code', 'label') }];
  const parents = [{ ...nodes[0], children: treeOptions(tree, 'code', 'label', (m) => m.mType !== '2') }];
  return (
    <ResourceTable<MenuRow>
      area="menus"
      api={menusApi}
      label="菜单"
      rowKey="code"
      sideTree={{ title: '菜单', tree: nodes, root: MENU_ROOT, filter: 'code' }}
      listFailure="Fail!"
      statusToggle={{ on: '1', off: '0', label: (s) => (s === '1' ? WORDS.enable : WORDS.forbid), inSwitch: true }}
      deleteConfirm={{ name: 'label' }}
      columns={[
        {
          title: COMMON_LABELS.name,
          dataIndex: 'label',
          width: 220,
          render: (label: string, m) => (
            <Space size={4}>
              {label}
              <Tag>{TYPE_LABEL.get(m.mType) ?? m.mType}</Tag>
            </Space>
          ),
        },
        { title: '父级菜单', dataIndex: 'parentLabel', width: 140 },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updatetime', width: 170 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createtime', width: 170 },
      ]}
      form={{
        width: 640,
        defaults: { mType: '0', status: '1', visible: '0', showIndex: '1', platformCode: '0004' },
        // A new menu goes under the node chosen in the tree.
        defaultsFrom: (filters) => ({ parent: filters.code }),
        fields: [
          { name: 'label', label: COMMON_LABELS.name, placeholder: '请输入菜单名称' },
          { name: 'parent', label: '父级菜单', kind: 'tree', tree: parents, notSelf: true },
          { name: 'mType', label: COMMON_LABELS.type, kind: 'radio', options: [...MENU_TYPE_OPTIONS] },
          { name: 'showIndex', label: '显示顺序' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'radio', options: [...MENU_STATUS_OPTIONS] },
          { name: 'url', label: '地址', placeholder: '页面填路由（如 /userManagement），按钮填权限标识（如 userManagement.add）' },
          { name: 'visible', label: '是否可见', kind: 'radio', options: [...MENU_VISIBLE_OPTIONS] },
          { name: 'icon', label: '图标', kind: 'icon', icons: ICONS, placeholder: '请选择菜单图标' },
          { name: 'platformCode', label: '所属平台', kind: 'select', options: platforms.length ? platforms : OWN_PLATFORM },
        ],
      }}
    />
  );
}

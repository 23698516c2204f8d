import { sysPlatformApi } from '@console/contract/api/base';
import {
  MENU_ROOT,
  MENU_ROOT_LABEL,
  MENU_STATUS_OPTIONS,
  MENU_TYPE_OPTIONS,
  MENU_VISIBLE_OPTIONS,
  menuResource,
  menusApi,
} from '@console/contract/api/menus';
import type { MenuRow } from '@console/contract/menus';
import { declaredColumns, gapRow, preloadSideTree, ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { loadMoreMenuIcons, MENU_ICON_NAMES, MenuIcon } from '../../shared/menu-icons.tsx';
import { WORDS } from '@console/contract/words';

const L = menuResource.fields;
const LABEL_ROW = gapRow(4, false);
const TYPE_LABEL = new Map<string, string>(MENU_TYPE_OPTIONS.map((o) => [o.value, o.label]));
/** This console's platform, when the platform list is unavailable. */
const OWN_PLATFORM = [{ value: '0004', label: '业务管理平台（0004）' }];
const usePlatformOptions = () => {
  const platforms = useOptions('base', sysPlatformApi.queryAll, {}).map((p) => ({ value: p.code, label: p.name }));
  return platforms.length ? platforms : OWN_PLATFORM;
};
const ICONS = { names: MENU_ICON_NAMES, render: (name: string) => <MenuIcon name={name} /> };
// The icon picker offers every icon: those the shell does not carry load with this page's code.
void loadMoreMenuIcons();
// So is the side tree's (not in the shell).
void preloadSideTree();

/** Menus (spec §2): the tree on the left, the chosen node's children in the table. */
export function MenusPage() {
  const tree = useOptions('menus', menusApi.queryAll);
  const nodes = [{ key: MENU_ROOT, value: MENU_ROOT, title: MENU_ROOT_LABEL, children: treeOptions(tree, 'code', 'label') }];
  const parents = [{ ...nodes[0], children: treeOptions(tree, 'code', 'label', (m) => m.mType !== '2') }];
  return (
    <ResourceTable<MenuRow>
      area="menus"
      api={menusApi}
      resource={menuResource}
      label={menuResource.label}
      rowKey="code"
      sideTree={{ title: WORDS.menu, tree: nodes, root: MENU_ROOT, filter: 'code' }}
      listFailure="Fail!"
      statusToggle={{ on: '1', off: '0', label: (s) => (s === '1' ? WORDS.enable : WORDS.forbid), inSwitch: true }}
      deleteConfirm={{ name: 'label' }}
      columns={declaredColumns<MenuRow>(menuResource, {
        label: (label, m) => (
          <div style={LABEL_ROW}>
            {label as string}
            <Tag>{TYPE_LABEL.get(m.mType) ?? m.mType}</Tag>
          </div>
        ),
      })}
      form={{
        width: 640,
        defaults: { mType: '0', status: '1', visible: '0', showIndex: '1', platformCode: '0004' },
        // A new menu goes under the node chosen in the tree.
        defaultsFrom: (filters) => ({ parent: filters.code }),
        fields: [
          { name: 'label', label: L.label.label, placeholder: '请输入菜单名称' },
          { name: 'parent', label: L.parentLabel.label, kind: 'tree', tree: parents, notSelf: true },
          { name: 'mType', label: L.mType.label, kind: 'radio', options: [...MENU_TYPE_OPTIONS] },
          { name: 'showIndex', label: L.showIndex.label },
          { name: 'status', label: L.status.label, kind: 'radio', options: [...MENU_STATUS_OPTIONS] },
          { name: 'url', label: L.url.label, placeholder: '页面填路由（如 /userManagement），按钮填权限标识（如 userManagement.add）' },
          { name: 'visible', label: L.visible.label, kind: 'radio', options: [...MENU_VISIBLE_OPTIONS] },
          { name: 'icon', label: '图标', kind: 'icon', icons: ICONS, placeholder: '请选择菜单图标' },
          { name: 'platformCode', label: '所属平台', kind: 'select', options: usePlatformOptions },
        ],
      }}
    />
  );
}

import { CONTENT_STATUS_OPTIONS, contentCategoryApi } from '@console/contract/api/content';
import { type Category, operatorOf } from '@console/contract/content';
import { getSessionUser } from '@console/web-kit';
import { ResourceTable } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Categories (spec §2): name, code, operator, last change; a category in use cannot be deleted. */
export function CategoryTab() {
  return (
    <ResourceTable<Category>
      area="content"
      api={contentCategoryApi}
      label={COMMON_LABELS.category}
      statusToggle={{ options: CONTENT_STATUS_OPTIONS, inSwitch: true }}
      deleteConfirm={{ pop: 'confirm delete this category' }}
      columns={[
        { title: COMMON_LABELS.categoryName, dataIndex: 'name' },
        { title: COMMON_LABELS.categoryCode, dataIndex: 'typeCode' },
        { title: COMMON_LABELS.operator, dataIndex: 'operator' },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 180 },
      ]}
      form={{
        defaults: { status: 1 },
        fields: [
          { name: 'name', label: COMMON_LABELS.categoryName },
          { name: 'typeCode', label: COMMON_LABELS.categoryCode, placeholder: '如 NOTICE' },
          { name: 'describe', label: '分类描述', kind: 'textarea' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'radio', options: [...CONTENT_STATUS_OPTIONS] },
          { name: 'operator', label: COMMON_LABELS.operator, kind: 'display', value: operatorOf(getSessionUser()) },
        ],
      }}
    />
  );
}

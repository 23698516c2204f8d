import { CATEGORY_DROPDOWN_PAGE_SIZE, CONTENT_STATUS_OPTIONS, contentArticleApi, contentCategoryApi } from '@console/contract/api/content';
import { type Article, operatorOf } from '@console/contract/content';
import { gradeAllApi } from '@console/contract/api/grades';
import { ARTICLE_PAGE_SIZE_OPTIONS } from '@console/contract/api/paging';
import { getSessionUser } from '@console/web-kit';
import { ResourceTable, useOptions } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

const useTypeOptions = () =>
  useOptions('content', contentCategoryApi.queryList, { pageNum: 1, pageSize: CATEGORY_DROPDOWN_PAGE_SIZE }).map((c) => ({
    label: c.name,
    value: c.typeCode,
    disabled: c.status === 2,
  }));
const useTypeFilterOptions = () => useTypeOptions().map(({ disabled: _, ...o }) => o);
const useGradeOptions = () =>
  useOptions('base', gradeAllApi.queryAll, {}).map((g) => ({ label: g.gradeName, value: g.gradeCode, disabled: g.status !== 1 }));

/** Articles (spec §2): filters title, content, category; the form's category list offers enabled categories only. */
export function ArticleTab() {
  return (
    <ResourceTable<Article>
      area="content"
      api={contentArticleApi}
      label="文章"
      names={{ search: 'articleFilter', form: 'article' }}
      pageSizes={ARTICLE_PAGE_SIZE_OPTIONS}
      statusToggle={{ options: CONTENT_STATUS_OPTIONS, inSwitch: true }}
      deleteConfirm={{ pop: 'confirm delete this article' }}
      exportAs="content"
      search={[
        { name: 'content', label: '文章内容' },
        { name: 'typeCode', label: COMMON_LABELS.articleType, kind: 'select', options: useTypeFilterOptions },
      ]}
      columns={[
        { title: '文章标题', dataIndex: 'title', ellipsis: true, search: true },
        { title: '文章描述', dataIndex: 'remark', ellipsis: true },
        { title: COMMON_LABELS.articleType, dataIndex: 'typeName', width: 160 },
      ]}
      form={{
        width: 860,
        defaults: { status: 1, content: '' },
        fields: [
          { name: 'title', label: '文章标题' },
          { name: 'typeCode', label: COMMON_LABELS.articleType, kind: 'select', options: useTypeOptions },
          {
            name: 'retGradeList',
            label: COMMON_LABELS.grade,
            kind: 'multiselect',
            csv: true,
            options: useGradeOptions,
          },
          { name: 'describe', label: '文章描述', kind: 'textarea' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'radio', options: [...CONTENT_STATUS_OPTIONS] },
          { name: 'content', label: '文章内容', kind: 'richtext' },
          // The server records whoever saves, so that is what the form shows.
          { name: 'operator', label: COMMON_LABELS.operator, kind: 'display', value: operatorOf(getSessionUser()) },
        ],
      }}
    />
  );
}

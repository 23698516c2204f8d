import { Card, Tabs } from 'antd';
import { ArticleTab } from './ArticleTab.tsx';
import { CategoryTab } from './CategoryTab.tsx';

/** Content (/content/list): articles and their categories, two tabs (spec §2). */
export function ContentPage() {
  return (
    <Card variant="borderless" className="page-card">
      <Tabs
        items={[
          { key: 'articles', label: '文章管理', children: <ArticleTab /> },
          { key: 'categories', label: '文章分类', children: <CategoryTab /> },
        ]}
      />
    </Card>
  );
}

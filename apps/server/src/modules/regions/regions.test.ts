import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { regionRows } from './region-source.ts';
import { seedRegions } from './regions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Node = { code: string; name: string; children?: Node[] };

describe('region data', () => {
  it('has 34 provinces, every district under a city, unique codes', () => {
    const rows = regionRows();
    expect(rows.filter((r) => r.level === 1)).toHaveLength(34);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const codes = new Map(rows.map((r) => [r.code, r]));
    for (const r of rows.filter((x) => x.level > 1)) expect(codes.get(r.parentCode)?.level).toBe(r.level - 1);
    expect(codes.get('110100')).toMatchObject({ name: '市辖区', parentCode: '110000', level: 2 });
    expect(codes.get('469000')?.name).toBe('省直辖县级行政区划');
    expect(codes.get('659000')?.name).toBe('自治区直辖县级行政区划');
  });

  it('is loaded once: seeding again adds nothing', async () => {
    expect(await seedRegions(t.db)).toBe(0);
  });
});

describe('GET /base/area/*', () => {
  it('queryAll answers the province > city > district tree without a session', async () => {
    const res = await t.get('/base/area/queryAll');
    expect(res.status).toBe(200);
    // Reference data: browsers may keep it for an hour.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const tree: Node[] = res.body.data;
    expect(tree).toHaveLength(34);
    const bj = tree.find((p) => p.code === '110000');
    expect(bj?.name).toBe('北京市');
    expect(bj?.children?.[0]).toMatchObject({ code: '110100', name: '市辖区' });
    expect(bj?.children?.[0].children).toContainEqual({ code: '110101', name: '东城区' });
    const gd = tree.find((p) => p.name === '广东省');
    expect(gd?.children?.find((c) => c.code === '440300')?.children?.map((d) => d.name)).toContain('南山区');
    expect(tree.map((p) => p.name)).toEqual(expect.arrayContaining(['台湾省', '香港特别行政区', '澳门特别行政区']));
  });

  it('queryAllRegion answers every region flat', async () => {
    const res = await t.get('/base/area/queryAllRegion');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.data.length).toBe(regionRows().length);
    expect(res.body.data).toContainEqual({ code: '110101', name: '东城区', parentCode: '110100', level: 3 });
  });

  it('query answers the children of a code, the provinces without one', async () => {
    expect((await t.get('/base/area/query')).body.data).toHaveLength(34);
    const cities = await t.get('/base/area/query', { code: '440000' });
    expect(cities.body.data.map((c: { name: string }) => c.name)).toContain('深圳市');
    const districts = await t.get('/base/area/query', { code: '110100' });
    expect(districts.body.data[0]).toEqual({ code: '110101', name: '东城区', parentCode: '110100', level: 3 });
    expect((await t.get('/base/area/query', { code: '999999' })).body).toMatchObject({ code: 404, message: '区域不存在' });
    expect((await t.get('/base/area/query', { code: 'abc' })).body).toMatchObject({ code: 400, message: '区域编码必须是6位数字' });
  });
});

describe('GET /base/gradeInfo/queryAll', () => {
  it('answers the seeded shop grades to a signed-in user', async () => {
    expect((await t.get('/base/gradeInfo/queryAll')).status).toBe(401);
    const token = await t.login();
    const res = await t.get('/base/gradeInfo/queryAll', {}, { token });
    expect(res.body.data.map((g: { gradeName: string }) => g.gradeName)).toEqual(['A级门店', 'B级门店', 'C级门店', 'D级门店']);
    expect(res.body.data[0]).toEqual({ gradeCode: 'A', gradeName: 'A级门店', status: 1, sort: 1 });
  });
});

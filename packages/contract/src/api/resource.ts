import type { z } from 'zod';
import { area, endpoint, type SchemaRef, schemas } from '../endpoint.ts';
import { WORDS } from '../words.ts';

/** What every resource shares, without zod (the field schemas: ../resource.ts). */

/** 1 enabled, 2 disabled (spec §9 status values). */
export const STATUS = { enabled: 1, disabled: 2 } as const;
export const STATUS_OPTIONS = [
  { value: 1, label: WORDS.enable },
  { value: 2, label: WORDS.disable },
] as const;
/** The enable / disable word of each status (an audit's before and after, an export's 状态 column). */
export const STATUS_TEXT = { 1: STATUS_OPTIONS[0].label, 2: STATUS_OPTIONS[1].label } as const;
/** The enable / disable states with their tag colours: a declared status field's options (`stateOptions(ENABLED_STATES)`). */
export const ENABLED_STATES = { 1: { label: STATUS_TEXT[1], color: 'green' }, 2: { label: STATUS_TEXT[2], color: 'default' } } as const;

export const STALE_MESSAGE = '数据已被他人修改，请刷新后重试';

const s = schemas(() => import('../resource.ts'));

/**
 * The six calls of a standard resource as an area descriptor: GET `<path>/queryList` (paged) and POST
 * `<path>/add | update | delete | enable | disable`, each behind `<page>.<action>` (page names from the menu
 * tree, e.g. 'productBrand'). The server serves it with `serveResource`, the console lists through it.
 */
export function resourceApi<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(r: {
  tag: string;
  path: string;
  page: string;
  label: string;
  create: SchemaRef<C>;
  update: SchemaRef<U>;
  query: SchemaRef<Q>;
  row: SchemaRef<R>;
}) {
  const key = (action: string) => `${r.page}.${action}` as const;
  const status = (action: 'enable' | 'disable', text: string) =>
    endpoint({
      method: 'POST',
      path: `${r.path}/${action}`,
      permission: key(action),
      summary: `${text}${r.label}（可批量，全部成功或全部不变）`,
      input: s.idsBody,
      output: s.done,
      okMessage: `${text}成功`,
    });
  return area(r.tag, {
    queryList: endpoint({
      method: 'GET',
      path: `${r.path}/queryList`,
      permission: key('query'),
      summary: `${r.label}列表`,
      input: r.query,
      output: r.row,
      paged: true,
    }),
    add: endpoint({
      method: 'POST',
      path: `${r.path}/add`,
      permission: key('add'),
      summary: `新增${r.label}`,
      input: r.create,
      output: s.createdId,
      okMessage: '新增成功',
    }),
    update: endpoint({
      method: 'POST',
      path: `${r.path}/update`,
      permission: key('edit'),
      summary: `修改${r.label}`,
      input: r.update,
      output: s.done,
      okMessage: '修改成功',
    }),
    delete: endpoint({
      method: 'POST',
      path: `${r.path}/delete`,
      permission: key('delete'),
      summary: `删除${r.label}`,
      input: s.idBody,
      output: s.done,
      okMessage: '删除成功',
    }),
    enable: status('enable', WORDS.enable),
    disable: status('disable', WORDS.forbid),
  });
}

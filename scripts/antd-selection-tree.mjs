// antd's table selection (antd/es/table/hooks/useSelection.js) takes four helpers from rc-tree's index, and with
// them rc-tree's key entities and check conduction (~7 KB in every list's first load, issue 31). Two it calls on
// each click of a checkbox: rc-tree's own lines (console-build.test.ts checks they answer as rc-tree's do). The
// other two serve only `checkStrictly: false` (rows with child rows, a parent checking its children), which no
// table of the product sets: they refuse rather than check wrongly.
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}

const refuse = () => {
  throw new Error("antd-parts: a table's rowSelection with checkStrictly: false needs rc-tree's helpers (scripts/antd-selection-tree.mjs)");
};
export const conductCheck = refuse;
export const convertDataToEntities = refuse;

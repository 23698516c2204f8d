// antd's Radio.Group names its inputs with Form's toNamePathStr; its module (antd/es/form/hooks/useForm.js) also
// holds Form's useForm, with rc-form's field store and scroll-into-view. The function alone, as antd writes it
// (console-build.test.ts checks it answers as antd's does).
export function toNamePathStr(name) {
  const path = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return path.join('_');
}

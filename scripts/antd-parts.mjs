// A Vite plugin (build only): a few antd modules import a large part for something the product's first paint
// never shows, and every list would load the part with it. Such an import gets a stand-in:
// - lazy: the same component, fetched the first time it is drawn (with the same props, a moment later that
//   one time; a wrapper such as a tooltip draws its children meanwhile): the table's filter drop-down draws antd's Tree only for a column filter with
//   `filterMode: 'tree'` (Tree with rc-tree: ~11 KiB brotli); Card draws a Skeleton only while `loading`;
// - light: Button's and Tag's style tokens need one function of the colour picker's presets panel, whose
//   module also holds the panel (with Collapse and the picker: ~5 KiB); antd-is-bright.mjs gives that
//   function alone (antd-parts.test.ts checks it answers as antd's does); Radio.Group, likewise, one function
//   of Form's useForm module (antd-name-path.mjs); the table's selection, two of rc-tree's (antd-selection-tree.mjs);
// - on first use: Form's rule validator, fetched the first time a rule runs (lazy-async-validator.mjs); a
//   button's click wave, at the first click;
// - narrower: an import of a package index for one name takes that name's own module.
// If an antd upgrade moves one of these imports, the build fails here rather than silently keeping the part.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

const PARTS = [
  {
    name: 'filter-tree',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    target: 'es/tree/index.js',
  },
  {
    name: 'lazy-validator',
    importer: /[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/,
    source: '@rc-component/async-validator',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'lazy-async-validator.mjs'),
  },
  // Card draws Tabs only for a `tabList`: the product has none (a list's tabs are web-kit's ListTabs, loaded apart).
  { name: 'card-tabs', importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', target: 'es/tabs/index.js' },
  { name: 'card-skeleton', importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../skeleton', target: 'es/skeleton/index.js' },
  // Drawn only for a table with `virtual`, a radio row selection or a column with filters: the product has none.
  {
    name: 'virtual-table',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    target: 'es/table/RcTable/VirtualTable.js',
  },
  // A Dropdown (with antd's Menu, rc-menu and rc-overflow) only for a selection column's `selections` and a
  // breadcrumb item's `menu`: the product has neither (the shell's own menus are PopupMenu).
  {
    name: 'selection-dropdown',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../dropdown',
    target: 'es/dropdown/index.js',
  },
  {
    name: 'breadcrumb-dropdown',
    importer: /[\\/]antd[\\/]es[\\/]breadcrumb[\\/]BreadcrumbItem\.js$/,
    source: '../dropdown/dropdown',
    target: 'es/dropdown/dropdown.js',
  },
  // A checkbox column only for a list whose rows can be chosen (batch buttons, a page's `selectable`): most lists,
  // /userManagement among them, have none.
  {
    name: 'selection-checkbox',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../checkbox',
    target: 'es/checkbox/index.js',
  },
  // A sortable column's header wears a tooltip (点击升序 …), shown on hover: the header draws without it until its
  // code is there (the console's first-paint lists sort nothing).
  {
    name: 'sorter-tooltip',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSorter\.js$/,
    source: '../../tooltip',
    target: 'es/tooltip/index.js',
    fallback: 'children',
  },
  {
    name: 'selection-tree',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'antd-selection-tree.mjs'),
  },
  // A button's click wave, drawn after a click: its code is fetched at the first click (that wave starts a moment later).
  {
    name: 'wave-effect',
    importer: /[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]useWave\.js$/,
    source: './WaveEffect',
    target: 'es/_util/wave/WaveEffect.js',
    onFirstCall: true,
  },
  {
    name: 'selection-radio',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../radio',
    target: 'es/radio/index.js',
  },
  {
    name: 'filter-dropdown',
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    target: 'es/table/hooks/useFilter/FilterDropdown.js',
    // useFilter also imports this helper from the module: antd's, restated (a few lines).
    extra: [
      'export function flattenKeys(filters) {',
      '  return (filters || []).flatMap(({ value, children }) => (children ? [value, ...flattenKeys(children)] : [value]));',
      '}',
    ],
  },
  // Empty's pictures show only on an empty list or select (the style warmer draws one, once the page is settled).
  { name: 'empty-picture', importer: /[\\/]antd[\\/]es[\\/]empty[\\/]index\.js$/, source: './empty', target: 'es/empty/empty.js' },
  { name: 'empty-simple', importer: /[\\/]antd[\\/]es[\\/]empty[\\/]index\.js$/, source: './simple', target: 'es/empty/simple.js' },
  // A select's option list (with the virtual list) is drawn when the select first opens.
  {
    name: 'select-options',
    importer: /[\\/]@rc-component[\\/]select[\\/]es[\\/]Select\.js$/,
    source: './OptionList',
    pkg: '@rc-component/select',
    target: 'es/OptionList.js',
  },
  {
    name: 'is-bright',
    importer: /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    source: '../../color-picker/components/ColorPresets',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'antd-is-bright.mjs'),
  },
  // Every input and select reads Form's item context (antd's form/context.js), which takes rc-form's FormProvider
  // through the package index: the index's `RefForm.Field = Field`-style lines keep the whole rc-form (~7 KiB
  // brotli) in every first paint. The provider's own module alone: the same module Form reads when it loads.
  {
    name: 'form-provider',
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    file: path.join(path.dirname(require.resolve('@rc-component/form/package.json')), 'es/FormContext.js'),
  },
  {
    name: 'name-path',
    importer: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'antd-name-path.mjs'),
  },
];
const PREFIX = '\0antd-part:';
const EN_US = /(^|\/)en_US$/;
const ANTD_PACKAGE = /[\\/]node_modules[\\/](antd|@rc-component[\\/](pagination|picker))[\\/]/;

export function antdParts() {
  const replaced = new Set();
  return {
    name: 'antd-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      // antd and its rc packages default every text to en_US where the ConfigProvider's locale gives none; the
      // console's gives zh_CN, which has every key en_US has (console-build.test.ts checks): the default is zh_CN
      // too, and en_US is not a second locale in every first load.
      if (EN_US.test(source) && ANTD_PACKAGE.test(importer)) {
        return this.resolve(source.replace(EN_US, '$1zh_CN'), importer, { skipSelf: true });
      }
      const part = PARTS.find((p) => p.source === source && p.importer.test(importer));
      if (!part) return null;
      replaced.add(part.name);
      return part.file ?? PREFIX + part.name;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = PARTS.find((p) => PREFIX + p.name === id);
      const real = path.join(path.dirname(require.resolve(`${part.pkg ?? 'antd'}/package.json`)), part.target);
      if (part.onFirstCall)
        return [
          'let loaded;',
          'export default function onFirstCall(...args) {',
          '  if (loaded) return void loaded(...args);',
          `  void import(${JSON.stringify(real)}).then((m) => {`,
          '    loaded = m.default;',
          '    loaded(...args);',
          '  });',
          '}',
        ].join('\n');
      return [
        "import * as React from 'react';",
        `const Part = React.lazy(() => import(${JSON.stringify(real)}));`,
        'export default function LazyAntdPart(props) {',
        `  return React.createElement(React.Suspense, { fallback: ${part.fallback === 'children' ? 'props.children' : 'null'} }, React.createElement(Part, props));`,
        '}',
        ...(part.extra ?? []),
      ].join('\n');
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const part of PARTS)
        if (ids.some((id) => part.importer.test(id)) && !replaced.has(part.name))
          throw new Error(`antd-parts: ${part.importer} no longer imports '${part.source}'`);
    },
  };
}

// The reusable list pieces (import from '@console/web-kit/resource'): permission context, the one list hook,
// the resource table with its search form, and the schema-driven modal form.
export { ApiProvider, useApi } from './api-context.tsx';
export { useCall } from './use-call.ts';
export { type Confirm, preloadConfirm, useConfirm } from './use-confirm.tsx';
export { type OptionList, optionList, prefetchOptions, useOptions } from './use-options.ts';
export { useSkuChoices, useWarehouseChoices, warehouseOptions } from './stock-options.ts';
export { ImportButton, type ImportButtonProps } from './ImportButton.tsx';
export { EXPORT_CENTER_HINT, ExportButton, type ExportButtonProps } from './ExportButton.tsx';
export type { Choices } from './choices.tsx';
export { REGION_KEYS } from './region-keys.ts';
export { randomSecret } from './random-secret.ts';
export {
  type FieldDef,
  fromForm,
  type Option,
  type RegionOption,
  type TreeOption,
  toForm,
} from './form-values.ts';
export { ModalForm, type ModalFormProps } from './ModalForm.tsx';
export { useShownOnce } from './shown-once.ts';
export { editValues, type HeaderField, type Line, type LineValue, LinesModal } from './LinesModal.tsx';
export { type LineControl, LinesInput, type LinesInputProps, numberControl } from './LinesInput.tsx';
export { DocumentPage, type DocumentPageProps } from './DocumentPage.tsx';
export { type DocumentActions, type DocumentStep, docLineColumns, type LinesFormSpec } from './document-parts.tsx';
export { CONFIRM_WORDS } from './ui-words.ts';
export { type LinkConfirm, LinkAction, useAskFirst } from './link-action.tsx';
export { gapRow } from './gap-row.ts';
export { cellOf, declaredColumns, declaredDetail, type DetailOverride, stateTag } from './declared-columns.tsx';
export { useMachineActions } from './machine-actions.ts';
export { Permission, PermissionProvider, usePermissions } from './permissions.tsx';
export {
  FIRST_PAGE,
  type FirstList,
  inputKeys,
  type ListOptions,
  type ListData,
  type ListParams,
  listKey,
  prefetchFirstList,
  prefetchOnce,
  freshAfterPrefetch,
  type ResourceEndpoints,
  useResourceAction,
  useResourceList,
} from './resource-list.ts';
export { ResourceTable, type ResourceTableProps, type RowForm, type StatusSpec } from './ResourceTable.tsx';
export { RecordTable, type RecordTableProps } from './RecordTable.tsx';
export { paginationText } from './use-list-state.tsx';
export { CheckTree } from './CheckTree.tsx';
export { preloadSideTree } from './side-tree.tsx';
export { treeOptions } from './tree-options.ts';
export { type SearchField, SearchForm } from './SearchForm.tsx';
export { StyleWarmer } from './StyleWarmer.tsx';
export { declaredSearch, type SearchOverride } from './declared-search.ts';
export { declaredForm, type FormOverride } from './declared-form.ts';

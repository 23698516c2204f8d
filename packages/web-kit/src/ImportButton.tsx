import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { RequestClient } from './request.ts';

export type ImportButtonProps = {
  client: RequestClient;
  /** The list's page name ('userManagement'); the server checks `<resource>.import`. */
  resource: string;
  /** What is imported, e.g. '用户'. */
  label: string;
  /** Whether the user holds `<resource>.import`; without it nothing is rendered. */
  allowed: boolean;
  /** After a successful real run (refresh the list). */
  onImported?: () => void;
};

// The dialog (upload, report table) loads when the button is first pressed, not with the list.
const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog.tsx')).ImportDialog }));

/**
 * 导入: a dialog that checks a sheet first (dry run: every row with the add call's rules, an error file to
 * download) and imports it only when every row is right — all rows or none.
 */
export function ImportButton({ allowed, ...props }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>导入</Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

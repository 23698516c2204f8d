import type { ReactNode } from 'react';

/**
 * A field's choices as a list, or as the hook that reads them from the server (`useGradeOptions`). With the hook,
 * the field's own control subscribes: a list answered after the rows draws that control again, not the page
 * that declares the field and its table (issue 31: five option answers drew a shop list's 200 cells five times).
 */
export type Choices<T> = T | (() => T);

type Control<T> = (choices: T | undefined, handed: Record<string, unknown>) => ReactNode;

// What a form item hands its control (id, value, onChange) passes on to the control drawn here.
function Subscribed<T>({ useChoices, control, ...handed }: { useChoices: () => T; control: Control<T> }) {
  return control(useChoices(), handed);
}

/** The control of a field with choices: drawn with the list as given, or inside a component of its own that reads the hook. */
export function withChoices<T>(of: Choices<T> | undefined, control: Control<T>): ReactNode {
  return typeof of === 'function' ? <Subscribed useChoices={of as () => T} control={control} /> : control(of, {});
}

function Warm({ useChoices }: { useChoices: () => unknown }) {
  useChoices();
  return null;
}

type WithChoices = { name: string; options?: unknown; regions?: unknown; tree?: unknown };

/**
 * Reads the choices a closed form's fields name by hook, each in an empty component of its own: the form's
 * dropdowns are filled when it opens, as when the page read them, and no answer draws the page again.
 */
export function WarmChoices({ fields }: { fields: readonly WithChoices[] }) {
  return fields.flatMap((f) =>
    (['options', 'regions', 'tree'] as const).flatMap((k) =>
      typeof f[k] === 'function' ? [<Warm key={`${f.name}.${k}`} useChoices={f[k] as () => unknown} />] : [],
    ),
  );
}

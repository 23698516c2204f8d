import { isTemplateVariable, TEMPLATE_VARIABLE_PATTERN, TEMPLATE_VARIABLES, templateVariables } from '@console/contract/base';

/** Fills known variables that have a value; unknown and missing ones stay as written and are listed. */
export function previewTemplate(content: string, values: Record<string, string>) {
  const variables = templateVariables(content);
  // The values' own keys only: `values.constructor` is Object's, never something the user typed.
  const given = (name: string) => (isTemplateVariable(name) && Object.hasOwn(values, name) ? values[name] : undefined);
  const unknown = variables.filter((v) => !isTemplateVariable(v));
  const missing = variables.filter((v) => isTemplateVariable(v) && given(v) === undefined);
  const text = content.replace(TEMPLATE_VARIABLE_PATTERN, (whole, name: string) => given(name) ?? whole);
  return { text, variables, unknown, missing };
}

export const templateVariableList = () => Object.entries(TEMPLATE_VARIABLES).map(([name, label]) => ({ name, label }));

import type { z } from 'zod';

/**
 * An antd form rule that checks a field with the contract's schema, so its Chinese message has one source.
 * `required`: an empty value is checked too (and the field is marked required); otherwise it passes.
 */
export const zodRule = (schema: z.ZodType, { required = false } = {}) => ({
  required,
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') {
      if (!required) return;
      value = undefined;
    }
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

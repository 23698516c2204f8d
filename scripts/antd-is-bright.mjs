// antd's `isBright` (color-picker/components/ColorPresets.js) alone, for Button's and Tag's style tokens
// (antd-parts.mjs): whether text on this colour should be dark. A mostly transparent colour is judged laid
// over the background; an opaque one by its luma.
import { FastColor } from '@ant-design/fast-color';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};

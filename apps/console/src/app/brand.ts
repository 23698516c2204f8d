export const BRAND_COLOR = '#1f5fd6';

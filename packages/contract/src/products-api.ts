// The product area's descriptors live in api/products-api.ts (no zod); their schemas in products.ts and products-sku.ts.
export * from './api/products-api.ts';

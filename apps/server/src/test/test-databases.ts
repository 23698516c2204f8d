// The test run's database names and admin password, apart from global-setup.ts: every API test file reads them,
// and importing the set-up itself would load the seeders and the demo into each file (~0.4 s of its import, issue 31).

export const TEMPLATE_DB = 'console_test_template';
/** The template with the demo loaded, made by the first file that needs it (test/demo-template.ts). */
export const DEMO_TEMPLATE_DB = 'console_test_demo';
/** The template with what the demo seeds before the areas acting on orders (test/demo-template.ts). */
export const ORDER_DEMO_TEMPLATE_DB = 'console_test_order_demo';
export const TEST_ADMIN_PASSWORD = 'Admin@12345';

export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

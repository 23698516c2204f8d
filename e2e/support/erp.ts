import { startReceiver } from '../../apps/server/src/modules/erp/erp-receiver.ts';
import { E2E_ERP_PORT } from '../playwright.config.ts';

/**
 * The development ERP receiver on the port the e2e server pushes to (playwright.config.ts ERP_URL), taking
 * every push: the spec closes it when done, so other specs see the ERP unreachable as before.
 */
export const startErpReceiver = () => startReceiver({ port: E2E_ERP_PORT, failRate: 0 });

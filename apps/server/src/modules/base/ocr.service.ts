import { type LicenseFields, licenseFields } from '@console/contract/base';
import { AppError } from '../../shared/errors.ts';

/**
 * Business-licence recognition behind one interface. The only implementation calls the service at OCR_URL;
 * without one, the call says plainly that recognition is not configured — it never invents fields.
 */
export interface OcrProvider {
  recognizeLicense(image: Buffer, mime: string): Promise<LicenseFields>;
}

export const OCR_NOT_CONFIGURED = '营业执照识别服务未配置（请设置 OCR_URL），请手动填写执照信息';
const OCR_FAILED = '营业执照识别服务暂时不可用，请稍后重试或手动填写';

const notConfigured: OcrProvider = {
  recognizeLicense: async () => {
    throw new AppError(503, OCR_NOT_CONFIGURED);
  },
};

/**
 * POSTs the image to `url` as JSON `{ image: <base64>, mime }` and expects the licence fields back, either
 * bare or inside `data`. Missing fields come back as ''; anything else is a failure, never a guess.
 */
export function httpOcrProvider(url: string, timeoutMs = 15_000): OcrProvider {
  return {
    async recognizeLicense(image, mime) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ image: image.toString('base64'), mime }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new AppError(502, OCR_FAILED);
      }
      if (!res.ok) throw new AppError(502, OCR_FAILED);
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      const fields = (body && typeof body.data === 'object' && body.data) || body;
      const parsed = licenseFields.partial().safeParse(fields);
      if (!parsed.success || !parsed.data.companyName) throw new AppError(422, '未能从图片中识别出营业执照信息，请上传清晰的执照照片');
      const empty: LicenseFields = {
        companyName: '',
        creditCode: '',
        legalPerson: '',
        address: '',
        registeredCapital: '',
        establishDate: '',
        validTo: '',
        businessScope: '',
      };
      return { ...empty, ...parsed.data };
    },
  };
}

export const ocrProvider = (url: string | undefined): OcrProvider => (url ? httpOcrProvider(url) : notConfigured);

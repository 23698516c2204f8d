import { gradeInfoApi, ocrApi, retailerTypeApi, spGroupApi, sysPlatformApi, templateApi, userTypeApi } from '@console/contract/base';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { countedBatch, countedEdits } from '../../shared/resource-routes.ts';
import { serveUpload } from '../../shared/upload-routes.ts';
import { dictionaries } from './dictionaries.ts';
import { ocrProvider } from './ocr.service.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { previewTemplate, templateVariableList } from './template.service.ts';

const OCR_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  fields: 5,
  field: 'file',
  texts: {
    notMultipart: '请以 multipart/form-data 上传营业执照图片，文件字段名为 file',
    missing: '请选择营业执照图片（字段名 file）',
    tooLarge: '图片不能超过5MB',
  },
};

type Dictionary = {
  list: unknown;
  add: unknown;
  update: unknown;
  remove: (ids: number[], ctx: RequestCtx) => Promise<number>;
  setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) => Promise<number>;
};

/** `/base/*`: the dictionaries, message templates and licence OCR. */
export async function baseRoutes(app: FastifyInstance) {
  const d = dictionaries();
  // The dictionaries' batch calls answer how many rows they changed.
  const crud = <S extends Dictionary>(svc: S) => ({ ...countedEdits(svc), ...countedBatch(svc) });
  serveAll(app, sysPlatformApi, { ...crud(d.sysPlatform), queryAll: d.sysPlatform.all });
  serveAll(app, userTypeApi, { ...crud(d.userType), queryAll: d.userType.all });
  serveAll(app, retailerTypeApi, { ...crud(d.retailerType), queryAll: d.retailerType.all });
  serveAll(app, gradeInfoApi, crud(d.gradeInfo));
  serveAll(app, spGroupApi, {
    ...crud(d.spGroup),
    queryAll: d.spGroup.all,
    query: ({ code }, ctx) => d.spGroup.byCode(code, ctx),
  });
  serveAll(app, templateApi, {
    ...crud(d.template),
    variables: async () => templateVariableList(),
    preview: async ({ content, values }) => previewTemplate(content, values),
  });

  const provider = ocrProvider(app.config.ocrUrl);
  serveUpload(app, ocrApi.license, OCR_UPLOAD, (_input, file) => provider.recognizeLicense(file.buf, file.mime));
}

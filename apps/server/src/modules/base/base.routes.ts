import { gradeInfoApi, ocrApi, retailerTypeApi, spGroupApi, sysPlatformApi, templateApi, userTypeApi } from '@console/contract/base';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveUpload } from '../../shared/upload-routes.ts';
import { dictionaries } from './dictionaries.ts';
import { ocrProvider } from './ocr.service.ts';
import { dictionaryService } from './dict.service.ts';
import { addTemplate, listTemplates, previewTemplate, templateVariableList, updateTemplate } from './template.service.ts';

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

/** `/base/*`: the dictionaries, message templates and licence OCR. */
export async function baseRoutes(app: FastifyInstance) {
  const d = dictionaries();
  const crud = (svc: ReturnType<typeof dictionaryService>) => ({
    queryList: (q: Parameters<typeof svc.list>[1], ctx: Parameters<typeof svc.list>[0]) => svc.list(ctx, q),
    add: (b: Parameters<typeof svc.add>[1], ctx: Parameters<typeof svc.add>[0]) => svc.add(ctx, b),
    update: (b: Parameters<typeof svc.update>[1], ctx: Parameters<typeof svc.update>[0]) => svc.update(ctx, b),
    delete: ({ ids }: { ids: number[] }, ctx: Parameters<typeof svc.remove>[0]) => svc.remove(ctx, ids),
    enable: ({ ids }: { ids: number[] }, ctx: Parameters<typeof svc.remove>[0]) => svc.setStatus(ctx, ids, 1),
    disable: ({ ids }: { ids: number[] }, ctx: Parameters<typeof svc.remove>[0]) => svc.setStatus(ctx, ids, 2),
  });
  serveAll(app, sysPlatformApi, { ...crud(d.sysPlatform), queryAll: ({ status }, ctx) => d.sysPlatform.all(ctx.db, status) });
  serveAll(app, userTypeApi, { ...crud(d.userType), queryAll: ({ status }, ctx) => d.userType.all(ctx.db, status) });
  serveAll(app, retailerTypeApi, { ...crud(d.retailerType), queryAll: ({ status }, ctx) => d.retailerType.all(ctx.db, status) });
  serveAll(app, gradeInfoApi, crud(d.gradeInfo));
  serveAll(app, spGroupApi, {
    ...crud(d.spGroup),
    queryAll: ({ status }, ctx) => d.spGroup.all(ctx.db, status),
    query: ({ code }, ctx) => d.spGroup.byCode(ctx, code),
  });

  const templates = dictionaryService({ ...d.templateTable, label: '模板', module: '消息模板' });
  serveAll(app, templateApi, {
    queryList: (q, ctx) => listTemplates(ctx, q),
    add: (b, ctx) => addTemplate(ctx, b),
    update: (b, ctx) => updateTemplate(ctx, b),
    delete: ({ ids }, ctx) => templates.remove(ctx, ids),
    enable: ({ ids }, ctx) => templates.setStatus(ctx, ids, 1),
    disable: ({ ids }, ctx) => templates.setStatus(ctx, ids, 2),
    variables: async () => templateVariableList(),
    preview: async ({ content, values }) => previewTemplate(content, values),
  });

  const provider = ocrProvider(app.config.ocrUrl);
  serveUpload(app, ocrApi.license, OCR_UPLOAD, (_input, file) => provider.recognizeLicense(file.buf, file.mime));
}

import { rssMiB, withRssPeak } from './load.ts';

/**
 * The export center on the whole user list (1,000,000 rows in the full run): created through the API, run as
 * a background job (cursor reads, streamed .xlsx into the PostgreSQL file store), then downloaded. The
 * budget (ARCHITECTURE §10): under 60 s with the server under 256 MB RSS.
 */
export type ExportFigure = { rows: number; seconds: number; bytes: number; downloadSeconds: number; idleMiB: number; peakMiB: number };

export async function exportFigure(base: string, headers: Record<string, string>, pid: number): Promise<ExportFigure> {
  const json = { ...headers, 'content-type': 'application/json' };
  const idleMiB = rssMiB(pid);
  const t0 = performance.now();
  const { result: task, peakMiB } = await withRssPeak(pid, async () => {
    const created = (await (
      await fetch(`${base}/api/export/create`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ resource: 'userManagement', query: {} }),
      })
    ).json()) as { data?: { id: string }; message: string };
    if (!created.data) throw new Error(`export/create: ${created.message}`);
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const list = (await (await fetch(`${base}/api/export/queryList?pageSize=50`, { headers })).json()) as {
        data: { id: string; status: string; rows: number; size: number; message: string }[];
      };
      const t = list.data.find((r) => r.id === created.data!.id);
      if (t?.status === 'done') return t;
      if (t?.status === 'failed') throw new Error(`export failed: ${t.message}`);
      if (performance.now() - t0 > 600_000) throw new Error('export still running after 10 minutes');
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const d0 = performance.now();
  const res = await fetch(`${base}/api/export/download/${task.id}`, { headers });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return {
    rows: task.rows,
    seconds: Math.round(seconds * 10) / 10,
    bytes,
    downloadSeconds: Math.round((performance.now() - d0) / 100) / 10,
    idleMiB,
    peakMiB,
  };
}

export function exportMarkdown(e: ExportFigure, cmd: string): string[] {
  const pass = e.seconds < 60 && e.peakMiB < 256;
  return [
    '## 8. Export of the user list',
    '',
    `\`POST /api/export/create\` {resource: userManagement} until the task is done, then the download. Command: ${cmd}.`,
    '',
    '| rows | export s | file MiB | download s | server RSS idle → peak MiB | budget < 60 s, < 256 MB |',
    '|---|---|---|---|---|---|',
    `| ${e.rows.toLocaleString('en')} | ${e.seconds} | ${(e.bytes / 1048576).toFixed(1)} | ${e.downloadSeconds} | ${e.idleMiB} → ${e.peakMiB} | ${pass ? 'pass' : 'FAIL'} |`,
    '',
  ];
}

import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeArticleHtml } from './sanitize.ts';

// Each payload, once sanitised, must carry no way to run script: no script/iframe/object/svg/style
// element, no on* attribute, no javascript:/vbscript:/data: URL, no style attribute.
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/a.png" ONERROR="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<a href="//evil.example/x">x</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<<script>script>alert(1)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<code class="x onmouseover=alert(1)">x</code>',
];

function assertInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|base|meta|link|body|video|audio|source|details|marquee|xmp|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(href|src)="\/\//i);
}

describe('sanitizeArticleHtml', () => {
  it.each(XSS)('neutralises %s', async (payload) => {
    assertInert(await sanitizeArticleHtml(payload));
    assertInert(await sanitizeArticleHtml(`<p>前${payload}后</p>`));
  });

  it('keeps ordinary formatting, links and uploaded images', async () => {
    const html = [
      '<h2>标题</h2>',
      '<p>正文 <strong>粗体</strong> <em>斜体</em> <s>删除</s> <u>下划线</u> <code>x</code><br />换行</p>',
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>二</p></li></ol>',
      '<blockquote><p>引用</p></blockquote>',
      '<pre><code class="language-js">let a = 1;</code></pre>',
      '<hr />',
      '<p><a href="https://example.com/a?b=1&amp;c=2">链接</a> <a href="mailto:a@b.cn">邮件</a></p>',
      '<img src="/api/base/file/public/0123456789abcdef0123456789abcdef.png" alt="图" />',
      '<img src="https://cdn.example.com/x.jpg" />',
    ].join('');
    expect(await sanitizeArticleHtml(html)).toBe(html);
  });

  it('makes a new-window link unable to reach back to the console', async () => {
    expect(await sanitizeArticleHtml('<a href="https://a.cn" target="_top">x</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('tells blank HTML from content', async () => {
    expect(await isBlankHtml('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(await isBlankHtml('<p>字</p>')).toBe(false);
    expect(await isBlankHtml('<p><img src="/x.png"></p>')).toBe(false);
  });
});

describe('article content is stored sanitised', async () => {
  const { buildTestApp } = await import('../../test/build-app.ts');
  it('through the add call', async () => {
    const t = await buildTestApp();
    try {
      const token = await t.login();
      await t.post('/content/category/add', { name: '分类', typeCode: 'C1', describe: '描述', status: 1 }, { token });
      const content =
        '<p onclick="alert(1)">好<strong>的</strong><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链</a></p><iframe src="https://e.x"></iframe>';
      const res = await t.post(
        '/content/article/add',
        { title: 't', typeCode: 'C1', retGradeList: 'A', describe: 'd', status: 1, content },
        { token },
      );
      expect(res.body.code).toBe(200);
      const list = await t.get('/content/article/queryList', {}, { token });
      expect(list.body.data[0].content).toBe('<p>好<strong>的</strong><img src="x" /><a>链</a></p>');
    } finally {
      await t.close();
    }
  });
});

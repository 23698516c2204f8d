import type sanitizeHtml from 'sanitize-html';

// Loaded with the first article saved, not at the server's start (~85 ms of CPU, issue 31).
const sanitizer = () => import('sanitize-html').then((m) => m.default);

/**
 * The allow-list for article HTML: what the console's editor (TipTap starter kit + image) produces and
 * nothing more. Scripts, event handlers, styles, frames, forms, SVG and every URL scheme but http(s),
 * mailto and tel (images: http(s) and same-site paths only, so no data: URLs) are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'span',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new window must not hand that window a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeArticleHtml = async (html: string) => (await sanitizer())(html, OPTIONS).trim();

/** True when the HTML shows nothing a reader would see: no text and no image. */
export async function isBlankHtml(html: string) {
  if (/<img\b/i.test(html)) return false;
  return (await sanitizer())(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}

import sanitize from 'sanitize-html'

/**
 * The one sanitizer of rich text that staff write (signatures, e-mail template bodies): an
 * allow-list of basic formatting, links and https images. Scripts, styles, frames and
 * forms go with their content; event handlers and every other attribute are dropped;
 * `javascript:`/`data:` URLs are removed. Placeholders such as `{{offer_link}}` survive, also
 * inside `href`, because they are plain text to the sanitizer.
 *
 * sanitize-html (htmlparser2, no DOM) runs as it is inside workerd.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'style'],
    th: ['colspan', 'rowspan', 'align', 'style'],
    p: ['style'],
    div: ['style'],
    span: ['style'],
    table: ['style', 'width', 'cellpadding', 'cellspacing'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i, /^[a-z]{3,20}$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^[a-z]{3,20}$/i],
      'font-size': [/^\d{1,2}(?:\.\d)?(?:px|pt|em|rem|%)$/],
      'font-weight': [/^(?:normal|bold|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-align': [/^(?:left|right|center|justify)$/],
      'text-decoration': [/^(?:none|underline|line-through)$/],
      margin: [/^[\d.]+(?:px|em|rem)?(?:\s+[\d.]+(?:px|em|rem)?){0,3}$/],
      padding: [/^[\d.]+(?:px|em|rem)?(?:\s+[\d.]+(?:px|em|rem)?){0,3}$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Their content is code or UI, never text to keep.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'svg',
    'math',
    'select',
    'button',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  // An image whose src was refused (http:, data:, javascript:) is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim()
}

/** The text a reader sees (for "is it empty?" checks). */
export function visibleText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim()
}

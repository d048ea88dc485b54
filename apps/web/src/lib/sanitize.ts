import DOMPurify from 'dompurify';

let hooked = false;

/** Links that open a new window get rel="noopener noreferrer". */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitises operator HTML (notices, announcements, promotions, help) before it reaches the DOM:
 * scripts, event handlers, forms and frames are removed.
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed', 'style'],
  });
}

import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

/** Operator HTML after DOMPurify (import only from lazily loaded code: it pulls DOMPurify in). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

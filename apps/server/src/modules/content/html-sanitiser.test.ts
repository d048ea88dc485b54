import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './html-sanitiser.ts';

describe('sanitiseHtml', () => {
  it('keeps the markup operators write', () => {
    const html =
      '<p>Dear <b>players</b>,</p><ul><li>One</li><li><strong>Two</strong></li></ul><br/><a href="/promotions">See</a>';
    expect(sanitiseHtml(html)).toBe(
      '<p>Dear <b>players</b>,</p><ul><li>One</li><li><strong>Two</strong></li></ul><br><a href="/promotions">See</a>',
    );
  });

  it('removes scripts with their content, styles and iframes', () => {
    expect(sanitiseHtml('<p>a</p><script>alert(1)</script><SCRIPT src=x></SCRIPT >b')).toBe(
      '<p>a</p>b',
    );
    expect(sanitiseHtml('x<style>p{}</style><iframe src="//e"></iframe>y')).toBe('xy');
    expect(sanitiseHtml('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitiseHtml('tail <script>never closed')).toBe('tail ');
  });

  it('drops event handlers, style and unknown attributes', () => {
    expect(sanitiseHtml('<img src="/a.png" onerror="alert(1)" style="x" alt="A">')).toBe(
      '<img src="/a.png" alt="A">',
    );
    expect(sanitiseHtml('<p onclick=\'x()\' class="lead">t</p>')).toBe('<p class="lead">t</p>');
  });

  it('drops javascript: and data: links, even obfuscated', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="java&#x09;script&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<img src="data:text/html;base64,xx">')).toBe('<img>');
    expect(sanitiseHtml('<a href="https://example.com/?a=1&b=2">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2">x</a>',
    );
  });

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitiseHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('unwraps unknown elements, drops comments and escapes stray brackets', () => {
    expect(sanitiseHtml('<font color="red">hi</font><!-- note -->')).toBe('hi');
    expect(sanitiseHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
    expect(sanitiseHtml('<b title="a>b">x</b>')).toBe('<b title="a&gt;b">x</b>');
  });
});

/** Problems found in an SVG document: unbalanced tags, external references, scripts or event handlers. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('missing xmlns');
  if (!/viewBox="[\d.\s-]+"/.test(svg)) problems.push('missing viewBox');
  if (/<image\b|<script\b|<foreignObject\b/i.test(svg))
    problems.push('embeds image, script or foreign content');
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('has an event-handler attribute');
  if (/href\s*=\s*["'](?!#)/i.test(svg) || /url\((?!#)/i.test(svg))
    problems.push('references something outside the document');
  if (/NaN|undefined/.test(svg)) problems.push('contains NaN or undefined');
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
  for (const m of svg.matchAll(tag)) {
    const [, closing, name = '', , selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  const rest = svg.replace(tag, '');
  if (/[<>]/.test(rest)) problems.push('stray angle bracket');
  const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((x) => x[1]);
  if (new Set(ids).size !== ids.length) problems.push('duplicate id');
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!ids.includes(ref[1])) problems.push(`dangling reference #${ref[1] ?? ''}`);
  }
  return problems;
}

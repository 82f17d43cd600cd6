import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and code', () => {
    const html = renderMarkdown('## Cím\n\n- **egy**\n- `kettő`\n');
    expect(html).toContain('<h2>Cím</h2>');
    expect(html).toContain('<li><strong>egy</strong></li>');
    expect(html).toContain('<code>kettő</code>');
  });

  it('shows raw HTML as text instead of interpreting it', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nszöveg <img src=x onerror=alert(1)>');
    // The tags arrive escaped, as text: nothing is an element or an attribute.
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: links and keeps https, mailto and tel links', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](https://example.hu) [c](mailto:x@example.hu) [d](tel:+3615550100)',
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.hu"');
    expect(html).toContain('href="mailto:x@example.hu"');
    expect(html).toContain('href="tel:+3615550100"');
  });

  it('demotes a level-one heading because the page supplies the h1', () => {
    expect(renderMarkdown('# Fő cím').trim()).toBe('<h2>Fő cím</h2>');
  });
});

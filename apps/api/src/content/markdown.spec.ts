import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown with headings one level below the page title', () => {
    const html = renderMarkdown('# Water\n\nSaves **95%** of water.\n\n- NFT\n- DWC');
    expect(html).toContain('<h2>Water</h2>');
    expect(html).toContain('<strong>95%</strong>');
    expect(html).toContain('<li>NFT</li>');
  });

  it('drops scripts with their content, event handlers and styles', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script><img src="/api/files/65a1b2c3d4e5f60718293a4b" onerror="alert(2)" style="x"><b onclick="alert(3)">b</b>',
    );
    expect(html).not.toMatch(/script|alert|onerror|onclick|style=/i);
    expect(html).toContain('<img src="/api/files/65a1b2c3d4e5f60718293a4b"');
    expect(html).toContain('<b>b</b>');
  });

  it('leaves no javascript:, data: or vbscript: URL in a link or a picture', () => {
    const html = renderMarkdown(
      [
        '[click](javascript:alert(1))',
        '<a href="javascript:alert(2)">raw</a>',
        '<a href="JaVaScRiPt&colon;alert(3)">encoded</a>',
        '<a href="vbscript:x">vb</a>',
        '![x](data:image/svg+xml;base64,PHN2Zz4=)',
        '<img src="https://tracker.example/p.gif">',
        '<img src="//tracker.example/p.gif">',
      ].join('\n\n'),
    );
    // Markdown that is no valid link stays visible as plain text; no attribute carries such a URL.
    expect(html).not.toMatch(/(href|src)=/i);
    expect(html).not.toContain('<img');
    expect(html).toContain('<a>raw</a>');
  });

  it('opens outside links in a new tab without handing them the page', () => {
    const html = renderMarkdown('[FAO](https://www.fao.org) and [our shop](/products)');
    expect(html).toContain('<a href="https://www.fao.org" rel="noopener noreferrer" target="_blank">FAO</a>');
    expect(html).toContain('<a href="/products">our shop</a>');
  });
});

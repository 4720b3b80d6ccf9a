import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildPixBrCode, qrSvg } from '../../src/payments/index.ts';

const PAYLOAD = buildPixBrCode({
  key: 'loja@example.com',
  merchantName: 'Loja Exemplo',
  city: 'Sao Paulo',
  amountCents: 4990,
  txid: 'ABC123',
});

/** The dark modules the path paints, as "row,col" of the symbol (quiet zone removed). */
function paintedModules(svg: string, quietZone: number): Set<string> {
  const d = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const painted = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(width); i++) {
      painted.add(`${Number(y) - quietZone},${Number(x) - quietZone + i}`);
    }
  }
  return painted;
}

describe('qrSvg', () => {
  const svg = qrSvg(PAYLOAD);

  it('is an accessible SVG sized by CSS: role img, a title, a viewBox and no width or height', () => {
    const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain('role="img"');
    expect(root).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(svg).toContain('<title>QR Code PIX</title>');
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('paints exactly the dark modules of the symbol, inside a 4-module quiet zone on white', () => {
    const { modules } = create(PAYLOAD, { errorCorrectionLevel: 'M' });
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 8} ${modules.size + 8}"`);
    expect(svg).toContain(`<rect width="${modules.size + 8}" height="${modules.size + 8}" fill="#fff"/>`);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) expected.add(`${row},${col}`);
      }
    }
    expect(paintedModules(svg, 4)).toEqual(expected);
  });

  it('gives the same SVG for the same text and another for other text', () => {
    expect(qrSvg(PAYLOAD)).toBe(svg);
    expect(qrSvg(`${PAYLOAD}x`)).not.toBe(svg);
  });

  it('escapes the title', () => {
    expect(qrSvg('abc', 'Pague <já> & "agora"')).toContain(
      '<title>Pague &lt;já&gt; &amp; &quot;agora&quot;</title>',
    );
  });
});

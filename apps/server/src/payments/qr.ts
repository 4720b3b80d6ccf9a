import { create } from 'qrcode';

/** Modules of light margin around the symbol; ISO/IEC 18004 asks for 4 so cameras find the edges. */
const QUIET_ZONE = 4;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The QR Code of `text` as an inline SVG string for the server-rendered checkout: no image request,
 * no canvas, sharp at any size (CSS sizes it: viewBox only, no width/height). Dark modules are one
 * <path> of horizontal runs on a white square, so the code stays scannable on the dark theme.
 * Error correction 'M' (15%) is the usual balance for screens: a PIX payload stays a low version.
 * Deterministic: the same text always gives the same SVG.
 */
export function qrSvg(text: string, title = 'QR Code PIX'): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const commands: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      commands.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  const full = size + QUIET_ZONE * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" role="img" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${full}" height="${full}" fill="#fff"/>` +
    `<path fill="#000" d="${commands.join('')}"/>` +
    '</svg>'
  );
}

/**
 * QR codes drawn in the page, from the link alone: qrcode-generator (MIT,
 * bundled into the sidebar) computes the modules and this file turns them
 * into one SVG path (no DOM here: Node tests decode it). Nothing is fetched, so the code works offline and the
 * link is never sent to a QR service.
 */
import qrcode from 'qrcode-generator';

/** Modules of white border around the code, as the QR standard asks for. */
export const QUIET_ZONE = 4;

/**
 * The dark modules of the QR code for `text`: rows of booleans. Medium error
 * correction (about 15 % of the code may be damaged or dirty, as on a wall).
 * The text must be ASCII (a link normalised by `URL` is).
 */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => code.isDark(row, column)));
}

/** The dark modules as one SVG path, a square per module, offset by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      // A run of dark modules on one row is one rectangle.
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run;
    }
  });
  return parts.join('');
}

/** The QR code as SVG markup, scalable, black on white with its quiet zone. */
export function qrSvg(text: string, label: string): string {
  const modules = qrModules(text);
  const size = modules.length + 2 * QUIET_ZONE;
  const escapedLabel = label.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapedLabel}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${qrPath(modules)}" fill="#000"/></svg>`
  );
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser): a 6-byte header,
 * one 16-byte directory entry per image, then the PNG bytes. Only what /favicon.ico needs; no BMP images.
 */
export function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  if (images.length === 0) throw new Error('An ICO file needs at least one image.');
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, i) => {
    if (image.size < 1 || image.size > 256) throw new Error(`An ICO image is 1 to 256 pixels wide, not ${image.size}.`);
    const entry = 6 + 16 * i;
    view.setUint8(entry, image.size === 256 ? 0 : image.size); // width; 0 means 256
    view.setUint8(entry + 1, image.size === 256 ? 0 : image.size); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  });
  return bytes;
}

/**
 * A picture's pixels in a browser, for the blank check (./blank-cover.ts): decoded by createImageBitmap and drawn
 * into a small OffscreenCanvas (every current browser, also in workers), SAMPLE_SIDE square whatever its shape,
 * which keeps the check cheap and sees the same picture the site would show. The console checks each cover with it
 * before storing one.
 */
import { isBlankCover, SAMPLE_SIDE, type CoverPixels } from './blank-cover.ts';

export async function picturePixels(picture: Blob): Promise<CoverPixels> {
  const bitmap = await createImageBitmap(picture);
  try {
    const canvas = new OffscreenCanvas(SAMPLE_SIDE, SAMPLE_SIDE);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read the cover');
    context.drawImage(bitmap, 0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
    return { data: context.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data, width: SAMPLE_SIDE, height: SAMPLE_SIDE };
  } finally {
    bitmap.close();
  }
}

export async function isBlankPicture(picture: Blob): Promise<boolean> {
  return isBlankCover(await picturePixels(picture));
}

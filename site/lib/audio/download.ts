const MAX_NAME_LENGTH = 100;
const FALLBACK_NAME = 'devotional';

/**
 * The downloaded file is named after the devotional's title with .mp3. Only letters,
 * digits, spaces, hyphens and underscores survive, so the name is valid on every operating
 * system and needs no quoting: accents are folded ("Émoi" -> "Emoi"), apostrophes dropped
 * ("God's" -> "Gods") and any other mark becomes a single space.
 */
export function downloadFileName(title: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return `${safe || FALLBACK_NAME}.mp3`;
}

/**
 * Saves the recording under the title's name. The download attribute is ignored for
 * cross-origin URLs (audio lives in storage on another origin), so the file is fetched and
 * offered from a same-origin object URL; if that fetch fails (offline, or storage without
 * CORS) the plain link still downloads, though the browser may keep the stored file name.
 */
export async function saveAs(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Audio download failed with status ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    clickLink(objectUrl, fileName);
    // Revoking at once can cancel the download in some browsers; a minute is ample.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    clickLink(url, fileName, true);
  }
}

function clickLink(href: string, fileName: string, newTab = false) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  if (newTab) {
    // If the browser plays the file instead of saving it, the devotional stays open.
    link.target = '_blank';
    link.rel = 'noopener';
  }
  document.body.append(link);
  link.click();
  link.remove();
}

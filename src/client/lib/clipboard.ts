/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the old
 * `execCommand('copy')` on a hidden text area (an http:// address, a browser that refuses the
 * API). False when neither worked: the caller then says so, and the text is there to select.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

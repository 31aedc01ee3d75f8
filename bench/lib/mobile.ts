/** Debian's Chromium for the page benchmarks, and Lighthouse's mobile throttling, shared by them. */
import { chromium, type CDPSession, type Page } from '@playwright/test';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });

/** Lighthouse's mobile figures: 150 ms, 1.6 Mbps down, 750 Kbps up, CPU ÷ 4. Returns the page's CDP session. */
export async function throttleLikeLighthouse(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Server memory after start (budget: under 250 MB RSS). Run `npm run build` first. */
import { startServer, verdict } from './lib/server';

const server = await startServer();
try {
  await new Promise((r) => setTimeout(r, 1000));
  const idle = server.rssMb();
  for (const ref of ['John 3:16', 'Gen 1', 'Ps 119', 'Rom 8'])
    await fetch(`${server.url}/api/passages?ref=${encodeURIComponent(ref)}`);
  const warm = server.rssMb();
  console.log(`server RSS after start: ${idle.toFixed(0)} MB (budget 250 MB: ${verdict(idle < 250)})`);
  console.log(`server RSS after first passages: ${warm.toFixed(0)} MB`);
} finally {
  await server.stop();
}

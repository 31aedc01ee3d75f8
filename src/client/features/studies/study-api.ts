/**
 * POST /api/studies as a stream: Server-Sent Events read from fetch (EventSource cannot POST),
 * parsed with eventsource-parser. Resolves with the finished study; failures are ApiRequestErrors
 * carrying the server's error id.
 */
import { createParser } from 'eventsource-parser';
import type { ApiError, Study, StudyRequest, StudyStreamEvents } from '../../../shared/api';
import { ApiRequestError, failure } from '../../lib/api';

export interface StreamHandlers {
  signal?: AbortSignal;
  onStart?: (info: StudyStreamEvents['start']) => void;
  onDelta?: (text: string) => void;
}

export async function streamStudy(
  body: StudyRequest,
  { signal, onStart, onDelta }: StreamHandlers = {},
): Promise<Study> {
  let res: Response;
  try {
    res = await fetch('/api/studies', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', 'network');
  }
  if (!res.ok || !res.body) throw failure(res, (await res.json().catch(() => null)) as ApiError | null);
  let study: Study | null = null;
  let streamError: ApiRequestError | null = null;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data);
      if (event.event === 'start') onStart?.(data);
      else if (event.event === 'delta') onDelta?.((data as StudyStreamEvents['delta']).text);
      else if (event.event === 'done') study = (data as StudyStreamEvents['done']).study;
      else if (event.event === 'error') {
        const { id, message } = (data as StudyStreamEvents['error']).error;
        streamError = new ApiRequestError(id, message, 200);
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('network', 'network');
  }
  if (streamError) throw streamError;
  if (!study) throw new ApiRequestError('network', 'network'); // the connection ended early
  return study;
}

// Streams a balance preview to a Studio page: the server sends its
// progress and then its results as server-sent events
// (GET …/preview/events), so the page neither polls nor misses a step.

import { api, ApiError } from './api.js';
import { t } from './i18n.js';

// watchPreview starts (or joins) the preview that query names under the
// rule set at path and calls onStatus with every status in order: the
// running ones as games finish, then the done (or failed) one. onError
// hears why the stream could not start or broke off. The returned
// function stops watching; a preview that nobody watches any more stops
// on the server.
export function watchPreview(path, query, onStatus, onError) {
  const es = new EventSource(`${path}/preview/events?${query}`);
  let heard = false;
  for (const name of ['progress', 'done', 'failed']) {
    es.addEventListener(name, (e) => {
      heard = true;
      if (name !== 'progress') es.close();
      onStatus(JSON.parse(e.data));
    });
  }
  es.onerror = async () => {
    es.close();
    if (heard) {
      onError(new ApiError(0, { error: { code: 'lost', message: t('api.lost') } }));
      return;
    }
    // Refused before it started: the status answer says why in words
    // (the stream's own error body is not readable from an EventSource).
    try {
      await api(`${path}/preview?${query}`);
      onError(new ApiError(429, { error: { code: 'busy', message: t('api.busy') } }));
    } catch (err) {
      onError(err);
    }
  };
  return () => es.close();
}

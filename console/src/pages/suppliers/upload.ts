export interface UploadProgress {
  /** 'upload': bytes going up (loaded/total); 'server': all sent, the server is working; 'done'. */
  phase: 'upload' | 'server' | 'done';
  loaded: number;
  total: number;
}

/** Answers that carry no body (a Response refuses one for them). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * A `fetch` for one call of the typed client (its `fetch` option) that sends with XMLHttpRequest, whose upload
 * reports its progress (fetch has none). The request is the client's own (credential, headers, the body its
 * serializer made); a lost connection rejects as fetch does.
 */
export function fetchWithProgress(onProgress: (p: UploadProgress) => void) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => {
        onProgress({ phase: 'upload', loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
      };
      xhr.upload.onload = () => onProgress({ phase: 'server', loaded: 1, total: 1 });
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('Cancelled', 'AbortError'));
      xhr.onload = () => {
        onProgress({ phase: 'done', loaded: 1, total: 1 });
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const blob = xhr.response as Blob | null;
        resolve(new Response(NO_BODY.has(xhr.status) ? null : blob, { status: xhr.status, headers }));
      };
      xhr.send(body);
    });
  };
}

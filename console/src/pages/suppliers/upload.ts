import { authHeaders, messageOf as envelopeMessage, ApiError } from '../../api.js';

export interface UploadProgress {
  /** 'upload': bytes going up (loaded/total); 'server': all sent, the server is working; 'done'. */
  phase: 'upload' | 'server' | 'done';
  loaded: number;
  total: number;
}

/**
 * POSTs `body` with XMLHttpRequest, whose upload reports its progress (fetch has none), with the session's
 * credential. Answers the parsed JSON of a 2xx, or throws ApiError with the envelope's message.
 */
export function postWithProgress<T>(
  path: string,
  body: FormData | string,
  onProgress: (p: UploadProgress) => void,
  contentType?: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      onProgress({ phase: 'upload', loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    };
    xhr.upload.onload = () => onProgress({ phase: 'server', loaded: 1, total: 1 });
    xhr.onerror = () => reject(new ApiError('No connection to the server', 0));
    xhr.onabort = () => reject(new ApiError('Cancelled', 0));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      onProgress({ phase: 'done', loaded: 1, total: 1 });
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T);
      else reject(new ApiError(envelopeMessage(parsed, xhr.status), xhr.status, parsed));
    };
    xhr.send(body);
  });
}

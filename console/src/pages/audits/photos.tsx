import { useState } from 'preact/hooks';
import { api, ok, errorText } from '../../api.js';
import { queuePhoto, thumbnail } from '../../offline/queue.js';
import { ErrorMessage } from '../../ui/components.js';
import { mediaSrc, type Shown } from './shared.js';

const LIMIT = 10 * 1024 * 1024;

/** An item's photos: thumbnails (those still queued marked pending), the camera, and delete (level 3). */
export function Photos({
  auditid,
  shown,
  writable,
  canDelete,
  onDeleted,
}: {
  auditid: number;
  shown: Shown;
  writable: boolean;
  canDelete: boolean;
  onDeleted(docid: number): void;
}) {
  const { item } = shown;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(input: HTMLInputElement) {
    setError(null);
    const files = [...(input.files ?? [])];
    input.value = '';
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        setError(`${file.name} is not an image`);
        continue;
      }
      if (file.size > LIMIT) {
        setError(`${file.name} is larger than the limit of 10 MB`);
        continue;
      }
      try {
        await queuePhoto(auditid, item.itemid, file, file.name || 'photo.jpg');
      } catch (e) {
        setError(errorText(e));
      }
    }
  }

  async function remove(docid: number) {
    setBusy(true);
    setError(null);
    try {
      await ok(
        api.DELETE('/api/v1/audits/{auditid}/photos/{docid}', { params: { path: { auditid, docid } } }),
      );
      onDeleted(docid);
      setConfirming(null);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  const count = item.photos.length + shown.pendingPhotos.length;
  return (
    <div class="photos">
      {count > 0 ? (
        <ul class="thumbs" aria-label={`Photos of item ${item.sort_order}`}>
          {item.photos.map((p) => (
            <li key={p.docid}>
              <a href={mediaSrc(p.url)} target="_blank" rel="noopener">
                <img src={mediaSrc(p.url)} alt={`Photo ${p.filename}`} loading="lazy" />
              </a>
              {canDelete ? (
                confirming === p.docid ? (
                  <span class="confirm">
                    <button
                      type="button"
                      class="danger"
                      disabled={busy}
                      aria-label={`Confirm deleting photo ${p.filename}`}
                      onClick={() => void remove(p.docid)}
                    >
                      Delete
                    </button>
                    <button type="button" onClick={() => setConfirming(null)}>
                      Keep
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    aria-label={`Delete photo ${p.filename}`}
                    onClick={() => setConfirming(p.docid)}
                  >
                    Delete
                  </button>
                )
              ) : null}
            </li>
          ))}
          {shown.pendingPhotos.map((op) => (
            <li key={op.key} class="pending-photo">
              <img src={thumbnail(op)} alt={`Photo ${op.filename} (pending)`} />
              <span class="pending-tag">Pending</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorMessage error={error} />
      {writable ? (
        <label class="button add-photo">
          <span>Add photo</span>
          <input
            class="file-input"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(e) => void add(e.currentTarget)}
          />
        </label>
      ) : null}
    </div>
  );
}

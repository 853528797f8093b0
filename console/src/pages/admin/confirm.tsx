import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A button whose action is asked once more in place (no browser dialog): "Deactivate" → "Deactivate Sam
 * Staff? [Yes, deactivate] [Cancel]". Focus moves to the confirmation and back.
 */
export function ConfirmButton({
  label,
  question,
  yes,
  onConfirm,
  disabled = false,
}: {
  label: string;
  question: string;
  yes: string;
  onConfirm(): void | Promise<void>;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span class="confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button
        ref={yesRef}
        type="button"
        class="danger"
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        {yes}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

/** A secret shown once (an API key, a webhook's signing secret), with a copy button. */
export function ShownOnce({ title, secret, onDone }: { title: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section class="inline-form" role="region" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <strong>Copy it now: it is shown this once and cannot be read again.</strong>
      </p>
      <p class="secret" aria-label="Secret">
        <code>{secret}</code>
      </p>
      <div class="buttons">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy
        </button>
        <button type="button" class="primary" onClick={onDone}>
          I have kept it
        </button>
        {copied ? <span role="status">Copied</span> : null}
      </div>
    </section>
  );
}

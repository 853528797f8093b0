import { useState } from 'preact/hooks';
import { useSession } from '../../session.js';
import { takeFlash } from './data.js';

/** _New product line_ on the specs list, for the organisation from level 2 (POST /newlines). */
export function NewProductLineLink() {
  const { can, isSupplier } = useSession();
  if (!can(2) || isSupplier) return null;
  return (
    <a class="button primary" href="/specs/new">
      New product line
    </a>
  );
}

/** What the previous screen of the specs area left to say once (a product line deactivated). */
export function FlashNotice() {
  const [text] = useState(takeFlash);
  return text ? (
    <p class="notice" role="status">
      {text}
    </p>
  ) : null;
}

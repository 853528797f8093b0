/** The offline queue's state in the top bar (pending answers and photos): built with the audit screens. */
export function QueueStatus() {
  return null;
}

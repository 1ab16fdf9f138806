/**
 * An id for a label, a description or a dialog title: unique in the page for as long as the component is mounted.
 * Not React's useId: under preact/compat (the production build, decision 0008) useId numbers an id by the component's
 * place in the tree, and a component rendered from a lazily loaded chunk starts again from the top — the Kitchen and
 * Tables sections of Settings repeated the ids of the Profile and Language forms above them, so a click on their
 * labels focused a field of another form. Nothing is rendered on a server, so there is no markup to match.
 */
import { useState } from 'react';

let last = 0;

export function useUniqueId(): string {
  const [id] = useState(() => {
    last += 1;
    return `id-${last.toString(36)}`;
  });
  return id;
}

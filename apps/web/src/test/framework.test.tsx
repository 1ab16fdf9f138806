import { render, screen } from '@testing-library/react';
import { options } from 'preact';
import { version } from 'react';
import { describe, expect, it } from 'vitest';

// The two web projects are only worth having if each really runs on its framework: a config change that lets
// `web-preact` fall back to React (or mixes the two) should fail here, not pass silently.
describe('the framework under the web tests', () => {
  it('is React 19 in `web` and preact/compat in `web-preact`, for our JSX and for the testing library alike', ({ task }) => {
    const onPreact = task.file.projectName === 'web-preact';
    const seen: unknown[] = [];
    const previous = options.vnode;
    options.vnode = (vnode) => {
      seen.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<p>on stage</p>);
    } finally {
      options.vnode = previous;
    }
    expect(screen.getByText('on stage')).toBeInTheDocument();
    // preact/compat reports the React version it mirrors (18.x); Preact built this paragraph only when it rendered it.
    expect(version.startsWith('19.')).toBe(!onPreact);
    expect(seen.includes('p')).toBe(onPreact);
  });
});

/**
 * Wraps every story: a fresh SWR cache shared by the story's elements, the shared client pointed at the story's
 * fake data layer (`parameters.data`, a FakeRoute), and no toasts left from the previous story. Stories fake
 * the data layer; tests of the backend never do.
 */
import { useState, type ReactNode } from 'react';
import { Providers, setSharedCache } from '../../widgets/runtime/providers';
import { setBackend } from '../../widgets/runtime/backend';
import { resetToasts } from '../../widgets/runtime/toast/toast';
import { fakeBackend, type FakeRoute } from '../../widgets/test/fake-backend';

export function StoryShell({ data, children }: { data?: FakeRoute; children: ReactNode }) {
  // Set synchronously before children render, so their first fetch goes to this story's fake.
  const [cache] = useState(() => {
    const fresh = new Map();
    setBackend(data ? fakeBackend(data).backend : undefined);
    setSharedCache(fresh);
    resetToasts();
    return fresh;
  });
  return <Providers cache={cache}>{children}</Providers>;
}

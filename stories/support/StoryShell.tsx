/**
 * Wraps every story: a fresh SWR cache, and the shared client pointed at the story's fake data layer
 * (`parameters.data`, a FakeRoute). Stories fake the data layer; tests of the backend never do.
 */
import { useState, type ReactNode } from 'react';
import { Providers } from '../../widgets/runtime/providers';
import { setBackend } from '../../widgets/runtime/backend';
import { fakeBackend, type FakeRoute } from '../../widgets/test/fake-backend';

export function StoryShell({ data, children }: { data?: FakeRoute; children: ReactNode }) {
  // Set synchronously before children render, so their first fetch goes to this story's fake.
  useState(() => {
    setBackend(data ? fakeBackend(data).backend : undefined);
    return null;
  });
  const [cache] = useState(() => new Map());
  return <Providers cache={cache}>{children}</Providers>;
}

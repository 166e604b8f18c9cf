/**
 * A console screen loaded on first use, so the sign-in form does not wait for every screen's code
 * (docs/admin-console.md, "How the console is split"). While the screen's file downloads, react-admin's Loading
 * shows in its place; if the file cannot be fetched (usually because a deploy replaced it since this tab opened),
 * ScreenLoadFailed says so and offers a reload, instead of a blank screen.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { ScreenLoadFailed } from './ScreenLoadFailed.tsx';

export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactElement {
  const Screen = lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => ({ default: () => <ScreenLoadFailed error={error} /> }),
    ),
  );
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}

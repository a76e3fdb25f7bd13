import { Outlet, ScrollRestoration } from 'react-router';

/** A new page starts at the top (core.md §2); back and forward restore where the user was. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadPath } from './prefetch';

const loaded: string[] = [];
const screen = (name: string) =>
  Object.assign(({ children }: { children?: ReactNode }) => children, {
    preload: async () => {
      loaded.push(name);
    },
  });
const Guard = ({ children }: { children?: ReactNode }) => children;
const Layout = screen('layout');
const Page = screen('page');
const Card = screen('card');
const Other = screen('other');

const routes: RouteObject[] = [
  {
    path: ':hubId',
    element: (
      <Guard>
        <Layout />
      </Guard>
    ),
    children: [
      {
        path: 'account',
        element: (
          <Guard>
            <Page>
              <Card />
            </Page>
          </Guard>
        ),
      },
      { path: 'other', element: <Other /> },
    ],
  },
];

describe('preloadPath', () => {
  it("starts the layout's and the page's code together, through the wrappers around them", () => {
    loaded.length = 0;
    preloadPath(routes, '/123/account');
    expect(loaded).toEqual(['layout', 'page', 'card']);
  });

  it('loads nothing for an address no route matches', () => {
    loaded.length = 0;
    preloadPath(routes, '/');
    expect(loaded).toEqual([]);
  });
});
